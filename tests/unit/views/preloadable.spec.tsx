// @vitest-environment jsdom
// A screen in its own chunk: a progress bar until the chunk is in, the screen at once when it was
// preloaded, one fetch however often it is asked for, and a failed chunk for the error boundary.
import { Component, type ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { LinearProgress } from '@mui/material';
import { preloadable } from '../../../src/engine/views/preloadable';
import { agentRoutes, preloadRoute } from '../../../src/overrides';
import { ASSET_MAP_ROUTE } from '../../../src/overrides/cmdb/assetPaths';

afterEach(cleanup);

const Page = ({ name }: { name: string }) => <h1>{name}</h1>;

it('shows a progress bar, then the screen with its props', async () => {
  let arrive!: (module: { default: typeof Page }) => void;
  const load = vi.fn(() => new Promise<{ default: typeof Page }>((resolve) => { arrive = resolve; }));
  const Screen = preloadable(load, <LinearProgress />);
  render(<Screen name="Relationship map" />);
  expect(screen.getByRole('progressbar')).toBeTruthy();
  await act(async () => arrive({ default: Page }));
  expect(screen.getByRole('heading').textContent).toBe('Relationship map');
  expect(load).toHaveBeenCalledTimes(1);
});

it('renders a preloaded screen at once, having fetched its chunk once', async () => {
  const load = vi.fn(async () => ({ default: Page }));
  const Screen = preloadable(load, <LinearProgress />);
  await Screen.preload();
  await Screen.preload();
  render(<Screen name="ready" />);
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(screen.getByRole('heading').textContent).toBe('ready');
  expect(load).toHaveBeenCalledTimes(1);
});

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) { return { error }; }
  render() { return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children; }
}

it('hands a chunk that fails to load to the nearest error boundary', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const Screen = preloadable<{ name: string }>(async () => { throw new Error('Failed to fetch dynamically imported module'); }, <LinearProgress />);
  render(<Boundary><Screen name="x" /></Boundary>);
  expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch dynamically imported module');
  vi.restoreAllMocks();
});

it('preloads the chunk of the screen an address opens on, and nothing for other addresses', () => {
  const mapRoute = agentRoutes.find((route) => route.path === ASSET_MAP_ROUTE)!;
  const preload = vi.spyOn(mapRoute, 'preload').mockImplementation(() => undefined);
  preloadRoute('/service-desk/problem/list');
  expect(preload).not.toHaveBeenCalled();
  preloadRoute('/service-desk/assets/7/cmdb-map');
  expect(preload).toHaveBeenCalledTimes(1);
  preload.mockRestore();
});

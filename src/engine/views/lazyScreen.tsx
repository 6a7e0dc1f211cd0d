import { useEffect, useState, type ComponentType } from 'react';
import { LinearProgress } from '@mui/material';

type Module<P> = { default: ComponentType<P> };

/**
 * lazyScreen(() => import('./area/Page')): a screen in its own chunk, shown by a progress bar until
 * the chunk has arrived, then rendered as an ordinary update. React.lazy under Suspense would do
 * the same, but React reveals a boundary no sooner than 300 ms after its fallback appeared, which
 * held a screen opened by its address back by about a quarter of a second. `preload()` fetches the
 * chunk ahead (the app calls it for the address it opens on); a loaded chunk renders at once.
 */
export function lazyScreen<P extends object>(load: () => Promise<Module<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load().then((module) => (loaded = module.default)));
  function LazyScreen(props: P) {
    const [state, setState] = useState<{ Screen?: ComponentType<P>; error?: unknown }>(() => ({ Screen: loaded }));
    useEffect(() => {
      if (state.Screen) return undefined;
      let current = true;
      preload().then((Screen) => { if (current) setState({ Screen }); }, (error: unknown) => { if (current) setState({ error }); });
      return () => { current = false; };
    }, [state.Screen]);
    // A chunk that fails to load is an error for the nearest error boundary, as with React.lazy.
    if (state.error) throw state.error;
    return state.Screen ? <state.Screen {...props} /> : <LinearProgress />;
  }
  return Object.assign(LazyScreen, { preload });
}

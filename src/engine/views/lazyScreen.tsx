import { useEffect, useState, type ComponentType } from 'react';
import { LinearProgress } from '@mui/material';

/**
 * lazyScreen(() => import('./area/Page')): a screen in its own chunk, shown by a progress bar until
 * the chunk has arrived, then rendered as an ordinary update. React.lazy under Suspense would do
 * the same, but React reveals a boundary no sooner than 300 ms after its fallback appeared, which
 * held a screen opened by its address back by about a quarter of a second. `preload()` fetches the
 * chunk ahead (the app calls it for the address it opens on); a loaded chunk renders at once.
 */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () => (loading ??= load().then((module) => { loaded = module.default; }));
  function LazyScreen(props: P) {
    const [Screen, setScreen] = useState(() => loaded);
    const [error, setError] = useState<unknown>();
    useEffect(() => {
      if (!Screen) preload().then(() => setScreen(() => loaded), setError);
    }, [Screen]);
    // A chunk that fails to load is an error for the nearest error boundary, as with React.lazy.
    if (error) throw error;
    return Screen ? <Screen {...props} /> : <LinearProgress />;
  }
  return Object.assign(LazyScreen, { preload });
}

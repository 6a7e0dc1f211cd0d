import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

export type Preloadable<P extends object> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * preloadable(() => import('./SchemaShow'), <LinearProgress />): a screen whose code loads apart from
 * the first bundle and can be fetched before it is drawn (Screen.preload() at start, for the screen in
 * the address). Unlike React.lazy it does not suspend: with the code in it draws at once, otherwise it
 * shows the fallback and then the screen as soon as the code arrives. A suspended lazy screen is held
 * back after its fallback by React's reveal throttle (300 ms), which a page load would pay in full.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, fallback: ReactNode): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load().then((module) => { loaded = module.default; return module; }));
  // biome-ignore lint/correctness/noComponentHookFactories: a factory of screens, as React.lazy is: each call, made once at module level, is one component.
  function Screen(props: P) {
    const [code, setCode] = useState<{ Loaded?: ComponentType<P>; error?: unknown }>(() => ({ Loaded: loaded }));
    useEffect(() => {
      if (code.Loaded) return;
      let current = true;
      preload().then(
        (module) => { if (current) setCode({ Loaded: module.default }); },
        (error: unknown) => { loading = undefined; if (current) setCode({ error }); },
      );
      return () => { current = false; };
    }, [code.Loaded]);
    // A chunk that failed to load reaches the nearest error boundary, as React.lazy's would.
    if (code.error) throw code.error;
    const { Loaded } = code;
    return Loaded ? <Loaded {...props} /> : fallback;
  }
  return Object.assign(Screen, { preload });
}

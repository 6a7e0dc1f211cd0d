import type { Alias } from 'vite';

/**
 * React's modules drawn by Preact's React-compatible core: about 10 KB of core instead of react-dom's 60,
 * for the documents that load apart from the agent panel (the panel library, the public approval pages).
 * The app and the unit specs keep React.
 */
export const PREACT_ALIASES: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

import { StrictMode } from 'react';
import { CacheProvider } from '@emotion/react';
import { createRoot } from 'react-dom/client';
import { styleCache } from './styleCache';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CacheProvider value={styleCache}>
      <App />
    </CacheProvider>
  </StrictMode>,
);

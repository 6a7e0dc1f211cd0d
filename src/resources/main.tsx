import { StrictMode } from 'react';
import { CacheProvider } from '@emotion/react';
import { createRoot } from 'react-dom/client';
import { modelStore, NO_MODEL } from '../engine/resourceFiles';
import { styleCache } from './styleCache';
import { App } from './App';
import { readAppModel } from './readAppModel';

const draw = () => createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CacheProvider value={styleCache}>
      <App />
    </CacheProvider>
  </StrictMode>,
);

// The page the server sends carries the model; the dev server's (npm run dev) does not, so there it is
// read once before the first screen (signed out, that read fails: the first answer after signing in brings it).
if (modelStore.get() === NO_MODEL) void readAppModel().then(modelStore.set, () => undefined).finally(draw);
else draw();

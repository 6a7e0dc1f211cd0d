// Imported first by the public document (src/resources/publicMain.tsx): the record of the page this
// document opens starts loading before the rest of its code runs.
import { preloadPublicPage } from './publicPages';

preloadPublicPage(window.location.pathname);

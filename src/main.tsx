import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { applyAppStyles } from './app/app-styles';
import { preloadPage } from './app/pages';
import { AppRoutes } from './app/router';
import { ReleaseUnheldScreen } from './components/LoadingScreen';
import './styles/fonts';
import './styles/global.css';

// The first page's code (announced by the served head, so usually here already) before the first
// render: the page then renders at once instead of suspending (src/app/pages.tsx); and the app's
// stylesheet, which the HTML only preloads (src/app/app-styles.ts). The loading screen is painted
// by the HTML meanwhile. A promise, not a top-level await: with one, Rollup
// splits the modules the entry shares with the pages into extra chunks (+2 KiB gzip).
void Promise.all([preloadPage(window.location.pathname), applyAppStyles()]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <ReleaseUnheldScreen />
    </StrictMode>,
  ),
);

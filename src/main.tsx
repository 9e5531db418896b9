import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { preloadPage } from './app/pages';
import { AppRoutes } from './app/router';
import { ReleaseUnheldScreen } from './components/LoadingScreen';
import './styles/fonts';
import './styles/global.css';

// The first page's code (announced by the served head, so usually here already) before the first
// render: the page then renders at once instead of suspending (src/app/pages.tsx). The loading
// screen is painted by the HTML meanwhile. A promise, not a top-level await: with one, Rollup
// splits the modules the entry shares with the pages into extra chunks (+2 KiB gzip).
void preloadPage(window.location.pathname).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <ReleaseUnheldScreen />
    </StrictMode>,
  ),
);

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { applyAppStyles } from './app/app-styles';
import { preloadPage } from './app/pages';
import { AppRoutes } from './app/router';
import { ReleaseUnheldScreen } from './components/LoadingScreen';
import { BrowserRouter } from './lib/navigation';
import { langOf } from '../core/i18n/lang';
import { loadEnglish } from './i18n/texts';
import './styles/fonts';
import './styles/global.css';

// The first page's code (announced by the served head, so usually here already) before the first
// render: the page then renders at once instead of suspending (src/app/pages.tsx); and the app's
// stylesheet, which the HTML only preloads (core/page/app-styles.ts). The loading screen is painted
// by the HTML meanwhile. A promise, not a top-level await: with one, Rollup
// splits the modules the entry shares with the pages into extra chunks (+2 KiB gzip).
//
// The first render is a transition: React then builds the page in slices of a few
// milliseconds, giving the browser back its main thread between them, instead of one task of the
// whole page. The HTML's loading screen covers the page until the commit anyway.
//
// On an English address the English catalogue too: a chunk only /en pages fetch.
const { pathname } = window.location;
void Promise.all([
  preloadPage(pathname),
  applyAppStyles(),
  langOf(pathname) === 'en' && loadEnglish().catch(() => {}),
]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <ReleaseUnheldScreen />
      </StrictMode>,
    ),
  );
});

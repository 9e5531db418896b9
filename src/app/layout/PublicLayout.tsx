import { useEffect, type ReactNode } from 'react';
import { getStoredStudioSettings } from '../../features/studio/api/studio-settings';
import { nav } from '../../../core/i18n/es/shell';
import { HTML_LANG, langOf, spanishPath } from '../../../core/i18n/lang';
import { useTexts } from '../../i18n/texts';
import { studioSettings } from '../../../core/studio/studio-settings';
import { setStudioSettings, studioSettingsNeedLoad } from '../../lib/studio-settings-store';
import { useLocation } from '../../lib/navigation';
import { countPageView } from '../../lib/visits';
import { Footer } from './Footer';
import styles from './PublicLayout.module.css';
import { NavBar } from './NavBar';
import { ScrollToTop } from './ScrollToTop';

/**
 * The shell of every public route: the fixed navigation bar floats over each page's hero, so
 * pages start at the very top (a page without a full-bleed hero adds `var(--nav-height)` of
 * top padding itself).
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  useStudioSettingsLoad();
  useVisitCount();
  useDocumentLang();
  const t = useTexts(nav, (c) => c.nav);
  return (
    <div className={styles.shell}>
      <ScrollToTop />
      <a className={styles.skip} href="#contenido">
        {t.skip}
      </a>
      <NavBar />
      <main id="contenido" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}

let loadStarted = false;

/** Pages served without the studio's current settings read them once (lib/studio-settings-store.ts). */
function useStudioSettingsLoad(): void {
  useEffect(() => {
    if (loadStarted || !studioSettingsNeedLoad()) return;
    loadStarted = true;
    void getStoredStudioSettings().then((stored) => {
      if (stored !== null) setStudioSettings(studioSettings(stored));
    });
  }, []);
}

/**
 * Counts each public page shown; a project's page counts itself, naming its project.
 * An English page counts as the page it translates (its Spanish address): the statistics are per
 * page, whatever the language it was read in.
 */
function useVisitCount(): void {
  const location = useLocation();
  const pathname = spanishPath(location.pathname);
  const { search } = location;
  const type = pathname === '/ProjectsGallery' ? new URLSearchParams(search).get('type') : null;
  useEffect(() => {
    if (pathname.startsWith('/ProjectsGallery/')) return;
    countPageView(type ? `${pathname}?type=${type}` : pathname);
  }, [pathname, type]);
}

/** `<html lang>` follows the page's language on navigations in the app (the server set the first). */
function useDocumentLang(): void {
  const lang = HTML_LANG[langOf(useLocation().pathname)];
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
}

import { Outlet } from 'react-router';
import { Footer } from './Footer';
import styles from './PublicLayout.module.css';
import { NavBar } from './NavBar';
import { ScrollToTop } from './ScrollToTop';

/**
 * The shell of every public route: the fixed navigation bar floats over each page's hero, so
 * pages start at the very top (a page without a full-bleed hero adds `var(--nav-height)` of
 * top padding itself).
 */
export function PublicLayout() {
  return (
    <div className={styles.shell}>
      <ScrollToTop />
      <a className={styles.skip} href="#contenido">
        Saltar al contenido
      </a>
      <NavBar />
      <main id="contenido" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

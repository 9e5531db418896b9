import { useEffect, useId, useRef, useState } from 'react';
import { BrandMark } from '../../components/BrandMark';
import { STUDIO } from '../../../core/studio/studio';
import { nav, studio } from '../../../core/i18n/es/shell';
import { otherLang, pathIn } from '../../../core/i18n/lang';
import { useSwitchPath } from '../../i18n/switch-path';
import { Link, NavLink, useLocation } from '../../lib/navigation';
import { useLang, useTexts } from '../../i18n/texts';
import styles from './NavBar.module.css';
import { useNavSolid } from './use-nav-solid';

const LINKS = [
  { to: '/', label: 'home', end: true },
  { to: '/ProjectsGallery', label: 'gallery', end: false },
  { to: '/WhoWeAre', label: 'about', end: false },
] as const;

/**
 * Top navigation bar (SPEC §2): transparent over the hero, brand navy once scrolled past one
 * viewport height. Below the tablet breakpoint the links fold into a full-screen menu.
 */
export function NavBar() {
  const { pathname } = useLocation();
  const [menu, setMenu] = useState({ open: false, path: pathname });
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const scrolled = useNavSolid(headerRef);
  const menuId = useId();
  const lang = useLang();
  const t = useTexts(nav, (c) => c.nav);
  const tagline = useTexts(studio, (c) => c.studio).tagline;
  const switchPath = useSwitchPath();

  // Any navigation closes the menu (derived during render, no effect round-trip).
  const open = menu.open && menu.path === pathname;
  const setOpen = (next: boolean) => setMenu({ open: next, path: pathname });

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenu((m) => ({ ...m, open: false }));
        toggleRef.current?.focus();
      } else if (event.key === 'Tab') {
        // The menu covers the page: keep Tab cycling through the bar (logo, button, links).
        const focusable = [...(headerRef.current?.querySelectorAll<HTMLElement>('a[href], button') ?? [])];
        const first = focusable[0];
        const last = focusable.at(-1);
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    // The page behind a full-screen menu must not scroll under the finger.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <header ref={headerRef} className={styles.bar} data-scrolled={scrolled} data-menu-open={open}>
      <nav className={styles.inner} aria-label={t.label}>
        {/* Named exactly by the words it shows (label in name, WCAG 2.5.3); the label also names
            it on phones, where the wordmark is hidden. */}
        <Link to={pathIn(lang, '/')} className={styles.logo} aria-label={`${STUDIO.name} ${tagline}`}>
          <BrandMark className={styles.mark} />
          <span className={styles.wordmark} aria-hidden="true">
            <span className={styles.name}>{STUDIO.name}</span>{' '}
            <span className={styles.tagline}>{tagline}</span>
          </span>
        </Link>

        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? t.close : t.open}
          onClick={() => setOpen(!open)}
        >
          <span className={styles.toggleLines} aria-hidden="true" />
        </button>

        <ul id={menuId} className={styles.links} data-open={open}>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={pathIn(lang, link.to)}
                end={link.end}
                className={styles.link}
                onClick={() => setOpen(false)}
              >
                {t[link.label]}
              </NavLink>
            </li>
          ))}
        </ul>

        {/* The same page in the other language. Shows 'EN' / 'ES'; its name starts
            with those letters (label in name) and says, in that language, where it leads. */}
        <Link
          to={switchPath}
          className={styles.lang}
          lang={otherLang(lang)}
          hrefLang={otherLang(lang)}
          aria-label={t.switchName}
        >
          {t.switchShort}
        </Link>
      </nav>
    </header>
  );
}

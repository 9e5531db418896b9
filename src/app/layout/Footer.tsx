import { useEffect, useRef, useState, type CSSProperties } from 'react';
import footerBackground from '../../assets/footer-bg.webp';
import { BrandMark } from '../../components/BrandMark';
import { FOOTER_HEADING_DELAY_MS } from '../../../core/constants';
import { STUDIO } from '../../../core/studio/studio';
import { footer, studio as studioWords } from '../../../core/i18n/es/shell';
import { shownText } from '../../i18n/shown-text';
import { useLang, useStudioEnglish, useTexts } from '../../i18n/texts';
import { browserContactLink } from '../../lib/contact-link';
import { visibleSocialLinks } from '../../../core/studio/studio-settings';
import { useStudioSettings } from '../../lib/studio-settings-store';
import styles from './Footer.module.css';
import { SocialIcon, WhatsAppIcon } from './SocialIcons';

/**
 * Footer (SPEC §2): background image, the 'Contáctate con nosotros' heading fading up 200 ms
 * after it scrolls into view, and the network links opening in a new tab (the studio's own, from
 * its settings: an empty URL hides the link).
 */
export function Footer() {
  const studio = useStudioSettings();
  const t = useTexts(footer, (c) => c.footer);
  const words = useTexts(studioWords, (c) => c.studio);
  const lang = useLang();
  const en = useStudioEnglish(studio.en);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const heading = headingRef.current;
    if (!heading) return;
    // Without IntersectionObserver the heading is simply shown.
    if (typeof IntersectionObserver === 'undefined') {
      const id = window.setTimeout(() => setInView(true), 0);
      return () => window.clearTimeout(id);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold: 0.2 },
    );
    observer.observe(heading);
    return () => observer.disconnect();
  }, []);

  const links = [
    ...visibleSocialLinks(studio).map((l) => ({
      label: l.network,
      href: l.url,
      icon: <SocialIcon network={l.network} />,
    })),
    // The chat's greeting in the visitor's language: the studio's own in Spanish.
    {
      label: 'WhatsApp',
      href: browserContactLink({
        phone: studio.phone,
        contactMessage: lang === 'es' ? studio.contactMessage : en.contactMessage || words.contactMessage,
      }),
      icon: <WhatsAppIcon />,
    },
  ];
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <img
        className={styles.background}
        src={footerBackground}
        alt={words.footerImageAlt}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.scrim} aria-hidden="true" />
      <div className={styles.content}>
        <h2
          ref={headingRef}
          className={styles.heading}
          data-in-view={inView}
          style={{ '--fade-delay': `${FOOTER_HEADING_DELAY_MS}ms` } as CSSProperties}
        >
          {t.heading}
        </h2>
        <p className={styles.lead}>{shownText(lang, studio.footerLead, en.footerLead)}</p>
        <ul className={styles.social}>
          {links.map((link) => (
            <li key={link.label}>
              <a
                className={styles.socialLink}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={link.label}
                title={link.label}
              >
                {link.icon}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.bottom}>
        <span className={styles.brand}>
          <BrandMark className={styles.mark} />
          {STUDIO.fullName}
        </span>
        <span>
          {studio.city} · © {year}
        </span>
      </div>
    </footer>
  );
}

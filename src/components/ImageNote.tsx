import { credits as words } from '../../core/i18n/es/credits';
import { fallbackLang, inLang } from '../../core/i18n/localized-text';
import { creditLine, type ImageNotes } from '../../core/credits/credit';
import { useLang, useTexts } from '../i18n/texts';
import styles from './ImageNote.module.css';

/**
 * An image's caption and credit, set under it (never over it: a phone's narrow image stays
 * whole): 'Sala hacia el patio · Fotografía: Ana Ruiz · Licencia'. The caption in the page's
 * language (the Spanish marked as such where the studio wrote no English); nothing at all when
 * the studio wrote neither.
 */
export function ImageNote({
  notes,
  className,
}: {
  notes: ImageNotes | null | undefined;
  className?: string;
}) {
  const lang = useLang();
  const t = useTexts(words, (c) => c.credits);
  if (!notes || (!notes.caption && !notes.credit)) return null;
  const { caption, caption_en: captionEn, credit } = notes;
  return (
    <p className={`${styles.note} ${className ?? ''}`}>
      {caption && (
        <span className={styles.caption} lang={fallbackLang(lang, captionEn)}>
          {inLang(lang, caption, captionEn)}
        </span>
      )}
      {credit && <span className={styles.credit}>{creditLine(credit, t.roles)}</span>}
      {credit?.license && (
        <a className={styles.license} href={credit.license} rel="license noopener" target="_blank">
          {t.license}
        </a>
      )}
    </p>
  );
}

import type { ReactNode } from 'react';
import { whoWeAre } from '../../../../core/i18n/es/who-we-are';
import { useTexts } from '../../../i18n/texts';
import { StaticPicture } from '../../../components/StaticPicture';
import { imageSrcSet, imageUrl } from '../../../lib/image-url';
import type { Founder } from '../../../config/studio-texts';
import styles from './FounderProfiles.module.css';
import { textFocusStyle } from '../../../../core/media/focal-point';
import { LazyImageNote } from '../../../components/LazyImageNote';
import type { NoteSource } from '../../../components/image-note-source';

// The portrait's width in the layout (FounderProfiles.module.css): the full column on a phone,
// 2/5 of the row on a tablet, 5/11 of the 1200 px content width on wide screens.
const PHOTO_SIZES = '(min-width: 1212px) 545px, (min-width: 900px) 45vw, (min-width: 600px) 40vw, 100vw';

/** A founder as shown: `uploadedPhoto`, when set, is a portrait the studio uploaded in the panel. */
export type ShownFounder = Omit<Founder, 'role' | 'bio'> & {
  /** In the page's language, the Spanish marked as such where the studio wrote no English. */
  role: ReactNode;
  bio: ReactNode;
  uploadedPhoto?: string;
  uploadedPhotoWidths?: Record<string, string>;
  /** What the portrait's crop keeps in view, `"x y"` as the settings keep it; '' or absent: the centre. */
  uploadedPhotoFocus?: string;
  /** The portrait's caption and credit, shown under it. */
  photoNotes?: NoteSource;
};

/** The two founders: portrait, name, role and a short bio. */
export function FounderProfiles({
  heading,
  founders,
}: {
  heading: string;
  founders: readonly ShownFounder[];
}) {
  const t = useTexts(whoWeAre, (c) => c.whoWeAre);
  return (
    <section className={styles.section} aria-labelledby="founders-heading">
      <h2 id="founders-heading" className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {founders.map((founder, index) => (
          <li key={index}>
            <article className={styles.profile}>
              <div className={styles.frame}>
                {founder.uploadedPhoto ? (
                  // Stored in the bucket: resized on the fly, same frame as the shipped one (no shift).
                  <img
                    className={styles.photo}
                    style={textFocusStyle(founder.uploadedPhotoFocus ?? '')}
                    src={imageUrl(founder.uploadedPhoto, 800, 75, founder.uploadedPhotoWidths)}
                    srcSet={imageSrcSet(founder.uploadedPhoto, undefined, founder.uploadedPhotoWidths)}
                    sizes={PHOTO_SIZES}
                    alt={t.portrait(founder.name)}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <StaticPicture
                    className={styles.photo}
                    src={founder.photo}
                    sources={founder.photoSources}
                    sizes={PHOTO_SIZES}
                    alt={founder.photoAlt}
                  />
                )}
              </div>
              {founder.photoNotes && <LazyImageNote source={founder.photoNotes} className={styles.note} />}
              <div className={styles.body}>
                <h3 className={styles.name}>{founder.name}</h3>
                <p className={styles.role}>{founder.role}</p>
                <p className={styles.bio}>{founder.bio}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { Founder } from '../../../config/studio-texts';
import styles from './FounderProfiles.module.css';

/** The two founders: portrait, name, role and a short bio. */
export function FounderProfiles({ heading, founders }: { heading: string; founders: readonly Founder[] }) {
  return (
    <section className={styles.section} aria-labelledby="founders-heading">
      <h2 id="founders-heading" className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {founders.map((founder) => (
          <li key={founder.name}>
            <article className={styles.profile}>
              <div className={styles.frame}>
                <img className={styles.photo} src={founder.photo} alt={founder.photoAlt} loading="lazy" decoding="async" />
              </div>
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

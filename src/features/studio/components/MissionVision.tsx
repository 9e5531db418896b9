import type { ReactNode } from 'react';
import { whoWeAre } from '../../../../core/i18n/es/who-we-are';
import { useTexts } from '../../../i18n/texts';
import styles from './MissionVision.module.css';

interface Statement {
  title: string;
  text: ReactNode;
}

/** 'Misión' and 'Visión' side by side on wide screens, stacked on phones. */
export function MissionVision({ mission, vision }: { mission: Statement; vision: Statement }) {
  return (
    <section className={styles.section} aria-label={useTexts(whoWeAre, (c) => c.whoWeAre).missionVision}>
      <div className={styles.inner}>
        {[mission, vision].map((item, i) => (
          <article key={item.title} className={styles.item}>
            <p className={styles.number} aria-hidden="true">
              0{i + 1}
            </p>
            <h2 className={styles.title}>{item.title}</h2>
            <p className={styles.text}>{item.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}

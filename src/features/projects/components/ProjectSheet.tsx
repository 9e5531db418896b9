import { useId } from 'react';
import { credits as creditWords } from '../../../../core/i18n/es/credits';
import { facts as factWords } from '../../../../core/i18n/es/facts';
import { fallbackLang, inLang } from '../../../../core/i18n/localized-text';
import type { Credit, CreditRole } from '../../../../core/credits/credit';
import { distinctCredits } from '../../../../core/credits/distinct-credits';
import { isCollaborator, isMention, listOf, type Mention } from '../../../../core/projects/facts';
import type { Project } from '../../../../core/database-shapes';
import { useLang, useTexts } from '../../../i18n/texts';
import styles from './ProjectSheet.module.css';

type Sheet = Pick<Project, 'collaborators' | 'awards' | 'publications'>;

/** The credits grouped by role, in the order each role was first met; a credit without one last. */
function byRole(credits: Credit[]): [CreditRole | null, Credit[]][] {
  const groups = new Map<CreditRole | null, Credit[]>();
  for (const credit of credits) {
    const role = credit.role ?? null;
    groups.set(role, [...(groups.get(role) ?? []), credit]);
  }
  const unnamed = groups.get(null);
  groups.delete(null);
  return [...groups.entries(), ...(unnamed ? [[null, unnamed] as [null, Credit[]]] : [])];
}

/**
 * Below the project's images: who worked on it with the studio, its awards and publications, and
 * the 'Créditos' block naming each image credit once (cover, video, renders, planos). Only what
 * the studio filled in; nothing at all when it filled in none.
 */
export function ProjectSheet({
  project,
  credits,
}: {
  project: Sheet;
  credits: (Credit | null | undefined)[];
}) {
  const lang = useLang();
  const t = useTexts(factWords, (c) => c.facts);
  const c = useTexts(creditWords, (x) => x.credits);
  const collaborators = listOf(project.collaborators, isCollaborator);
  const mentions: [string, Mention[]][] = [
    [t.awards, listOf(project.awards, isMention)],
    [t.publications, listOf(project.publications, isMention)],
  ];
  const named = byRole(distinctCredits(credits));
  const id = useId();
  if (collaborators.length === 0 && mentions.every(([, l]) => l.length === 0) && named.length === 0)
    return null;
  // Each block a region named by its heading, so screen readers list them.
  const heading = (text: string, key: string) => (
    <h2 id={`${id}-${key}`} className={styles.heading}>
      {text}
    </h2>
  );
  return (
    <div className={styles.sheet}>
      {collaborators.length > 0 && (
        <section className={styles.block} aria-labelledby={`${id}-collaborators`}>
          {heading(t.collaborators, 'collaborators')}
          <dl className={styles.list}>
            {collaborators.map((person, i) => (
              <div key={i}>
                <dt lang={fallbackLang(lang, person.role_en)}>{inLang(lang, person.role, person.role_en)}</dt>
                <dd>{person.name}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {mentions.map(
        ([title, list]) =>
          list.length > 0 && (
            <section key={title} className={styles.block} aria-labelledby={`${id}-${title}`}>
              {heading(title, title)}
              <ul className={styles.mentions}>
                {list.map((item, i) => (
                  <li key={i}>
                    <span lang={fallbackLang(lang, item.title_en)}>
                      {item.url ? (
                        <a href={item.url} rel="noopener" target="_blank">
                          {inLang(lang, item.title, item.title_en)}
                        </a>
                      ) : (
                        inLang(lang, item.title, item.title_en)
                      )}
                    </span>{' '}
                    <span className={styles.year}>{item.year}</span>
                  </li>
                ))}
              </ul>
            </section>
          ),
      )}
      {named.length > 0 && (
        <section className={styles.block} aria-labelledby={`${id}-credits`}>
          {heading(c.heading, 'credits')}
          <dl className={styles.list}>
            {named.map(([role, people]) => (
              <div key={role ?? ''}>
                <dt>{role ? c.roles[role] : c.images}</dt>
                <dd>
                  {people.map((person, i) => (
                    <span key={i}>
                      {i > 0 && ', '}
                      {person.name}
                      {person.license && (
                        <>
                          {' ('}
                          <a href={person.license} rel="license noopener" target="_blank">
                            {c.license}
                          </a>
                          {')'}
                        </>
                      )}
                    </span>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}

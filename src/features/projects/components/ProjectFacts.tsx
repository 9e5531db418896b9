import type { ReactNode } from 'react';
import { projects as words } from '../../../../core/i18n/es/projects';
import { typeNames } from '../../../../core/i18n/es/type-names';
import { shownText } from '../../../i18n/shown-text';
import { useLang, useTexts } from '../../../i18n/texts';
import type { Project } from '../../../../core/database-shapes';

/** The project's facts as a definition list: 'Año', 'Locación' (SPEC §2), optionally 'Tipo', then any more rows. */
export function ProjectFacts({
  project,
  className,
  withType = false,
  children,
}: {
  project: Pick<Project, 'year' | 'location' | 'location_en' | 'type'>;
  className?: string;
  withType?: boolean;
  /** More rows after these (the project page's fact sheet). */
  children?: ReactNode;
}) {
  const lang = useLang();
  const t = useTexts(words, (c) => c.projects);
  const names = useTexts(typeNames, (c) => c.typeNames);
  const facts: [string, ReactNode][] = [
    [t.year, project.year],
    [t.location, shownText(lang, project.location, project.location_en)],
  ];
  if (withType) facts.push([t.type, names[project.type]]);
  return (
    <dl className={className}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {children}
    </dl>
  );
}

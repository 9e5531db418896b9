import type { Project } from '../../../lib/database.types';

/** The project's facts as a definition list: 'Año', 'Locación' (SPEC §2) and optionally 'Tipo'. */
export function ProjectFacts({
  project,
  className,
  withType = false,
}: {
  project: Pick<Project, 'year' | 'location' | 'type'>;
  className?: string;
  withType?: boolean;
}) {
  const facts: [string, string][] = [
    ['Año', project.year],
    ['Locación', project.location],
  ];
  if (withType) facts.push(['Tipo', project.type]);
  return (
    <dl className={className}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

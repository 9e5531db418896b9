import type { ReactNode } from 'react';
import { facts as words } from '../../../../core/i18n/es/facts';
import { statuses } from '../../../../core/i18n/es/statuses';
import { fallbackLang, inLang } from '../../../../core/i18n/localized-text';
import { isProjectStatus } from '../../../../core/projects/fact-values';
import type { Project } from '../../../../core/database-shapes';
import { useLang, useTexts } from '../../../i18n/texts';

type Facts = Pick<Project, 'status' | 'area_m2' | 'city' | 'city_en' | 'country' | 'country_en'>;

/**
 * The fact sheet's short facts, as rows of the page's definition list after SPEC's 'Año' and
 * 'Locación': status, built area, city and country, and the client when the studio shows it.
 * A fact the studio left empty is no row.
 */
export function FactRows({ project, client }: { project: Facts; client?: string | null }) {
  const lang = useLang();
  const t = useTexts(words, (c) => c.facts);
  const names = useTexts(statuses, (c) => c.statuses);
  const place = [
    project.city && {
      text: inLang(lang, project.city, project.city_en),
      lang: fallbackLang(lang, project.city_en),
    },
    project.country && {
      text: inLang(lang, project.country, project.country_en),
      lang: fallbackLang(lang, project.country_en),
    },
  ].filter((part) => part !== null && part !== '');
  const rows: [string, ReactNode][] = [];
  if (isProjectStatus(project.status)) rows.push([t.status, names[project.status]]);
  if (project.area_m2)
    rows.push([t.area, `${project.area_m2.toLocaleString(lang === 'en' ? 'en' : 'es-MX')} m²`]);
  if (place.length > 0)
    rows.push([
      t.place,
      place.map((part, i) => (
        <span key={i} lang={part.lang}>
          {i > 0 && ', '}
          {part.text}
        </span>
      )),
    ]);
  if (client) rows.push([t.client, client]);
  return rows.map(([term, value]) => (
    <div key={term}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  ));
}

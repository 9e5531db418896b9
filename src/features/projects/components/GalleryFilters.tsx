import { useState } from 'react';
import { gallery } from '../../../../core/i18n/es/gallery';
import { statuses as statusWords } from '../../../../core/i18n/es/statuses';
import { fallbackLang, inLang } from '../../../../core/i18n/localized-text';
import { PROJECT_STATUSES } from '../../../../core/projects/fact-values';
import { hasFilters, type GalleryFilters as Filters } from '../../../../core/projects/gallery-filters';
import { useLang, useTexts } from '../../../i18n/texts';
import type { GalleryFacets } from '../api/gallery';
import styles from './GalleryFilters.module.css';

/** A year typed in full (four digits), or null. */
const typedYear = (text: string) => (/^\d{4}$/.test(text) ? Number(text) : null);

/**
 * Beside SPEC's type picker: the projects' status, a range of years and a city, each offered only
 * when that type's projects have such facts. A choice goes into the address at once (the page
 * does not move); a year when its four digits are typed or the field is left.
 */
export function GalleryFilters({
  value,
  facets,
  onChange,
}: {
  value: Filters;
  facets: GalleryFacets | null;
  /** Only what the visitor changed: the page adds it to the address as it is at that moment. */
  onChange: (change: Partial<Filters>) => void;
}) {
  const lang = useLang();
  const t = useTexts(gallery, (c) => c.gallery);
  const names = useTexts(statusWords, (c) => c.statuses);
  const [years, setYears] = useState({ from: String(value.from ?? ''), to: String(value.to ?? '') });
  // The address's years changed from outside (back, forward, 'Quitar filtros'): the fields follow
  // them. Compared by value: the page hands a new object on every render, which must not wipe a
  // year being typed.
  const [shown, setShown] = useState({ from: value.from, to: value.to });
  if (shown.from !== value.from || shown.to !== value.to) {
    setShown({ from: value.from, to: value.to });
    setYears({ from: String(value.from ?? ''), to: String(value.to ?? '') });
  }
  const statuses = PROJECT_STATUSES.filter((s) => facets?.statuses.includes(s) || value.status === s);
  const cities = facets?.cities ?? [];
  if (statuses.length === 0 && !facets?.years && cities.length === 0 && !hasFilters(value)) return null;

  const commitYear = (key: 'from' | 'to', text: string) => {
    const year = typedYear(text.trim());
    if (year !== value[key] && (year !== null || text.trim() === '')) onChange({ [key]: year });
  };
  const yearField = (key: 'from' | 'to', label: string) => (
    <label className={styles.year}>
      <span className={styles.label}>{label}</span>
      <input
        className={styles.input}
        type="number"
        inputMode="numeric"
        min={facets?.years?.min}
        max={facets?.years?.max}
        placeholder={String((key === 'from' ? facets?.years?.min : facets?.years?.max) ?? '')}
        value={years[key]}
        onChange={(event) => {
          setYears({ ...years, [key]: event.target.value });
          if (typedYear(event.target.value) !== null) commitYear(key, event.target.value);
        }}
        onBlur={(event) => commitYear(key, event.target.value)}
      />
    </label>
  );

  return (
    <form
      role="search"
      aria-label={t.filters}
      className={styles.filters}
      onSubmit={(event) => {
        event.preventDefault();
        commitYear('from', years.from);
        commitYear('to', years.to);
      }}
    >
      {statuses.length > 0 && (
        <div role="group" aria-label={t.status} className={styles.statuses}>
          {[null, ...statuses].map((status) => (
            <button
              key={status ?? ''}
              type="button"
              className={styles.chip}
              aria-pressed={value.status === status}
              onClick={() => onChange({ status })}
            >
              {status ? names[status] : t.anyStatus}
            </button>
          ))}
        </div>
      )}
      {(facets?.years || value.from || value.to) && (
        <fieldset className={styles.years}>
          <legend className={styles.label}>{t.years}</legend>
          <div className={styles.range}>
            {yearField('from', t.from)}
            {yearField('to', t.to)}
          </div>
        </fieldset>
      )}
      {(cities.length > 0 || value.city) && (
        <label className={styles.city}>
          <span className={styles.label}>{t.city}</span>
          <select
            className={styles.input}
            value={value.city ?? ''}
            onChange={(event) => onChange({ city: event.target.value || null })}
          >
            <option value="">{t.anyCity}</option>
            {value.city && !cities.some((c) => c.city === value.city) && (
              <option value={value.city}>{value.city}</option>
            )}
            {cities.map((c) => (
              <option key={c.city} value={c.city} lang={fallbackLang(lang, c.city_en)}>
                {inLang(lang, c.city, c.city_en)}
              </option>
            ))}
          </select>
        </label>
      )}
      {hasFilters(value) && (
        <button
          type="button"
          className={styles.clear}
          onClick={() => onChange({ status: null, from: null, to: null, city: null })}
        >
          {t.clear}
        </button>
      )}
    </form>
  );
}

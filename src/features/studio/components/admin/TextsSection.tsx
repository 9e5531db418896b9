import type { StudioSettings, StudioTexts } from '../../../../lib/studio-settings';
import { TEXT_FIELDS as FIELDS } from '../../setting-labels';
import type { SaveSection } from './StudioAdmin';
import { SectionCard } from './SectionCard';
import { StudioField } from './StudioField';
import { validateTexts } from './studio-validation';
import { useSection } from './use-section';
import styles from './StudioAdmin.module.css';

// Textos: the home page's section eyebrows, headings and lead, and Misión, Visión and the quote
// of /WhoWeAre.
export function TextsSection({ settings, onSave }: { settings: StudioSettings; onSave: SaveSection }) {
  const { values, edit, errors, check, saved, setSaved } = useSection<StudioTexts>(settings.texts);

  async function submit() {
    if (!check(validateTexts(values))) return;
    const texts = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as StudioTexts;
    setSaved(await onSave({ ...settings, texts }));
  }

  const field = (f: (typeof FIELDS)[number]) => (
    <StudioField
      key={f.key}
      label={f.label}
      multiline={f.long}
      rows={f.long ? 4 : 3}
      value={values[f.key]}
      onChange={(value) => edit({ ...values, [f.key]: value }, `texts.${f.key}`)}
      error={errors[`texts.${f.key}`]}
    />
  );
  const short = FIELDS.filter((f) => !f.long && f.key !== 'quoteAuthor');

  return (
    <SectionCard title="Textos" invalid={Object.keys(errors).length > 0} saved={saved} onSubmit={submit}>
      <div className={styles.grid}>{short.map(field)}</div>
      {FIELDS.filter((f) => f.long || f.key === 'quoteAuthor').map(field)}
    </SectionCard>
  );
}

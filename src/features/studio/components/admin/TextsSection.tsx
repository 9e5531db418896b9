import { englishWords } from '../../../../../core/i18n/english-text';
import { studioEnglish } from '../../../../../core/studio/studio-english';
import type { StudioTexts } from '../../../../../core/studio/studio-settings';
import { TEXT_FIELDS as FIELDS } from '../../setting-labels';
import type { SectionProps } from './save-section';
import { SectionCard } from './SectionCard';
import { BilingualField } from './BilingualField';
import { validateEnglish, validateTexts } from './studio-validation';
import { useSection } from './use-section';
import styles from './StudioAdmin.module.css';

type Draft = { texts: StudioTexts; en: Record<keyof StudioTexts, string> };

// Textos: the home page's section eyebrows, headings and lead, and Misión, Visión and the quote
// of /WhoWeAre; each with its optional English version on its right.
export function TextsSection({ settings, onSave }: SectionProps) {
  const en = studioEnglish(settings.en);
  const { values, edit, errors, check, saved, setSaved } = useSection<Draft>({
    texts: settings.texts,
    en: Object.fromEntries(FIELDS.map((f) => [f.key, en.texts[f.key] ?? ''])) as Draft['en'],
  });

  async function submit() {
    const english = Object.fromEntries(Object.entries(values.en).map(([k, v]) => [`en.texts.${k}`, v]));
    if (!check({ ...validateTexts(values.texts), ...validateEnglish(english) })) return;
    const texts = Object.fromEntries(
      Object.entries(values.texts).map(([k, v]) => [k, v.trim()]),
    ) as StudioTexts;
    setSaved(await onSave({ ...settings, texts, en: { ...en, texts: englishWords(values.en) } }));
  }

  return (
    <SectionCard title="Textos" invalid={Object.keys(errors).length > 0} saved={saved} onSubmit={submit}>
      <div className={styles.grid}>
        {FIELDS.map((f) => (
          <BilingualField
            key={f.key}
            label={f.label}
            multiline={f.long}
            rows={f.long ? 4 : 3}
            es={{
              value: values.texts[f.key],
              onChange: (value) =>
                edit({ ...values, texts: { ...values.texts, [f.key]: value } }, `texts.${f.key}`),
              error: errors[`texts.${f.key}`],
            }}
            en={{
              value: values.en[f.key],
              onChange: (value) =>
                edit({ ...values, en: { ...values.en, [f.key]: value } }, `en.texts.${f.key}`),
              error: errors[`en.texts.${f.key}`],
            }}
          />
        ))}
      </div>
    </SectionCard>
  );
}

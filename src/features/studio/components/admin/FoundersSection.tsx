import { useState } from 'react';
import { UploadSlot } from '../../../../components/UploadSlot';
import { IMAGE_ACCEPT } from '../../../../lib/images/readable-image';
import { FOUNDERS } from '../../../../config/studio-texts';
import { useAdminWrite } from '../../../../lib/admin-write';
import { englishWords } from '../../../../../core/i18n/english-text';
import {
  studioEnglish,
  type FounderWords,
  type StudioEnglish,
} from '../../../../../core/studio/studio-english';
import type { FounderSettings, StudioSettings } from '../../../../../core/studio/studio-settings';
import type { StudioFileChange } from '../../api/studio-writes';
import type { SectionWithPointsProps } from './save-section';
import { FocalPointField } from '../../../../components/FocalPointField';
import { focalPointOf, focalPointText } from '../../../../../core/media/focal-point-read';
import { imageUrl } from '../../../../lib/image-url';
import { PORTRAIT_CROPS } from './studio-crops';
import { SectionCard } from './SectionCard';
import { StudioField } from './StudioField';
import { validateEnglish, validateFounders } from './studio-validation';
import { useSection } from './use-section';
import styles from './StudioAdmin.module.css';
import { BilingualField } from './BilingualField';

type Founders = StudioSettings['founders'];
/** A founder in the form: the settings and the English role and bio ('' for none). */
type FounderDraft = FounderSettings & { en: Record<keyof FounderWords, string> };

// Fundadores: each founder's name, role, bio and portrait, the role and bio each with an optional
// English version. A new portrait is compressed and uploaded on save like every image;
// the one it replaces is removed afterwards. Under an uploaded portrait, its 'Punto de interés':
// what /WhoWeAre's portrait frame keeps in view, saved on its own; a new portrait starts centred.
export function FoundersSection({ settings, onSave, onSavePoint }: SectionWithPointsProps) {
  const { progress } = useAdminWrite();
  const english = studioEnglish(settings.en);
  const { values, edit, errors, check, saved, setSaved } = useSection<FounderDraft[]>(
    settings.founders.map((f, i) => ({
      ...f,
      en: { role: english.founders[i]?.role ?? '', bio: english.founders[i]?.bio ?? '' },
    })),
  );
  const [photos, setPhotos] = useState<(File | null)[]>([null, null]);
  const [sending, setSending] = useState(false);

  const setFounder = (i: number, change: Partial<FounderDraft>, field: string) =>
    edit(
      values.map((f, j) => (j === i ? { ...f, ...change } : f)),
      `founders.${i}.${field}`,
    );
  const setEnglish = (i: number, change: Partial<FounderDraft['en']>, field: string) =>
    edit(
      values.map((f, j) => (j === i ? { ...f, en: { ...f.en, ...change } } : f)),
      `en.founders.${i}.${field}`,
    );

  async function submit() {
    const typed = Object.fromEntries(
      values.flatMap((f, i) => [
        [`en.founders.${i}.role`, f.en.role],
        [`en.founders.${i}.bio`, f.en.bio],
      ]),
    );
    if (!check({ ...validateFounders(values), ...validateEnglish(typed) })) return;
    const founders = values.map((f, i) => ({
      name: f.name.trim(),
      role: f.role.trim(),
      bio: f.bio.trim(),
      photo: settings.founders[i]?.photo ?? '',
      photoWidths: settings.founders[i]?.photoWidths ?? {},
      focus: settings.founders[i]?.focus ?? '',
    })) as Founders;
    const files: StudioFileChange[] = [];
    photos.forEach((file, i) => {
      if (!file) return;
      files.push({
        file,
        kind: 'image',
        withWidths: true,
        previous: settings.founders[i]?.photo ?? '',
        previousRenditions: Object.values(settings.founders[i]?.photoWidths ?? {}),
        apply: (s, url, made) => ({
          ...s,
          founders: s.founders.map((f, j) =>
            j === i ? { ...f, photo: url, photoWidths: made.widths, focus: '' } : f,
          ) as Founders,
        }),
      });
    });
    setSending(files.length > 0);
    const en: StudioEnglish = {
      ...english,
      founders: values.map((f) => englishWords(f.en)) as StudioEnglish['founders'],
    };
    const ok = await onSave({ ...settings, founders, en }, files);
    setSending(false);
    if (ok) setPhotos([null, null]);
    setSaved(ok);
  }

  return (
    <SectionCard title="Fundadores" invalid={Object.keys(errors).length > 0} saved={saved} onSubmit={submit}>
      {values.map((founder, i) => (
        <fieldset key={i} className={styles.group}>
          <legend className={styles.legend}>{`Fundador ${i + 1}`}</legend>
          <StudioField
            label="Nombre"
            value={founder.name}
            onChange={(name) => setFounder(i, { name }, 'name')}
            error={errors[`founders.${i}.name`]}
          />
          <div className={styles.grid}>
            <BilingualField
              label="Cargo"
              es={{
                value: founder.role,
                onChange: (role) => setFounder(i, { role }, 'role'),
                error: errors[`founders.${i}.role`],
              }}
              en={{
                value: founder.en.role,
                onChange: (role) => setEnglish(i, { role }, 'role'),
                error: errors[`en.founders.${i}.role`],
              }}
            />
            <BilingualField
              label="Semblanza"
              multiline
              rows={5}
              es={{
                value: founder.bio,
                onChange: (bio) => setFounder(i, { bio }, 'bio'),
                error: errors[`founders.${i}.bio`],
              }}
              en={{
                value: founder.en.bio,
                onChange: (bio) => setEnglish(i, { bio }, 'bio'),
                error: errors[`en.founders.${i}.bio`],
              }}
            />
          </div>
          <UploadSlot
            label={`Elegir retrato del fundador ${i + 1}`}
            accept={IMAGE_ACCEPT}
            kind="image"
            file={photos[i] ?? null}
            onFileChange={(file) => {
              setPhotos(photos.map((p, j) => (j === i ? file : p)));
              setSaved(false);
            }}
            currentUrl={settings.founders[i]?.photo || FOUNDERS[i]?.photo}
            progress={sending ? progress : null}
            hint="Arrastra una imagen aquí o haz clic para elegirla."
          />
          {settings.founders[i]?.photo && (
            <FocalPointField
              key={`${settings.founders[i].photo}-${settings.founders[i].focus}`}
              url={imageUrl(settings.founders[i].photo, 800, 75, settings.founders[i].photoWidths)}
              value={focalPointOf(settings.founders[i].focus)}
              crops={PORTRAIT_CROPS}
              onSave={(point) =>
                onSavePoint((s) => ({
                  ...s,
                  founders: s.founders.map((f, j) =>
                    j === i ? { ...f, focus: focalPointText(point) } : f,
                  ) as Founders,
                }))
              }
            />
          )}
        </fieldset>
      ))}
    </SectionCard>
  );
}

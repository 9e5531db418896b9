import { useState } from 'react';
import { UploadSlot } from '../../../../components/UploadSlot';
import { FOUNDERS } from '../../../../config/studio-texts';
import { useAdminWrite } from '../../../../lib/admin-write';
import type { FounderSettings, StudioSettings } from '../../../../lib/studio-settings';
import type { StudioFileChange } from '../../api/studio-writes';
import type { SaveSection } from './StudioAdmin';
import { SectionCard } from './SectionCard';
import { StudioField } from './StudioField';
import { validateFounders } from './studio-validation';
import { useSection } from './use-section';
import styles from './StudioAdmin.module.css';

type Founders = StudioSettings['founders'];

// Fundadores: each founder's name, role, bio and portrait. A new portrait is compressed and
// uploaded on save like every image; the one it replaces is removed afterwards.
export function FoundersSection({ settings, onSave }: { settings: StudioSettings; onSave: SaveSection }) {
  const { progress } = useAdminWrite();
  const { values, edit, errors, check, saved, setSaved } = useSection<Founders>(settings.founders);
  const [photos, setPhotos] = useState<(File | null)[]>([null, null]);
  const [sending, setSending] = useState(false);

  const setFounder = (i: number, change: Partial<FounderSettings>, field: string) =>
    edit(values.map((f, j) => (j === i ? { ...f, ...change } : f)) as Founders, `founders.${i}.${field}`);

  async function submit() {
    if (!check(validateFounders(values))) return;
    const founders = values.map((f, i) => ({
      name: f.name.trim(),
      role: f.role.trim(),
      bio: f.bio.trim(),
      photo: settings.founders[i]?.photo ?? '',
      photoWidths: settings.founders[i]?.photoWidths ?? {},
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
            j === i ? { ...f, photo: url, photoWidths: made.widths } : f,
          ) as Founders,
        }),
      });
    });
    setSending(files.length > 0);
    const ok = await onSave({ ...settings, founders }, files);
    setSending(false);
    if (ok) setPhotos([null, null]);
    setSaved(ok);
  }

  return (
    <SectionCard title="Fundadores" invalid={Object.keys(errors).length > 0} saved={saved} onSubmit={submit}>
      {values.map((founder, i) => (
        <fieldset key={i} className={styles.group}>
          <legend className={styles.legend}>{`Fundador ${i + 1}`}</legend>
          <div className={styles.grid}>
            <StudioField
              label="Nombre"
              value={founder.name}
              onChange={(name) => setFounder(i, { name }, 'name')}
              error={errors[`founders.${i}.name`]}
            />
            <StudioField
              label="Cargo"
              value={founder.role}
              onChange={(role) => setFounder(i, { role }, 'role')}
              error={errors[`founders.${i}.role`]}
            />
          </div>
          <StudioField
            label="Semblanza"
            multiline
            rows={5}
            value={founder.bio}
            onChange={(bio) => setFounder(i, { bio }, 'bio')}
            error={errors[`founders.${i}.bio`]}
          />
          <UploadSlot
            label={`Elegir retrato del fundador ${i + 1}`}
            accept="image/*"
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
        </fieldset>
      ))}
    </SectionCard>
  );
}

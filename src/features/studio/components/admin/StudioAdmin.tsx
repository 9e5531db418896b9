import { useEffect, useState } from 'react';
import { useAdminWrite } from '../../../../lib/admin-write';
import { studioSettings } from '../../../../../core/studio/studio-settings';
import type { StudioSettings } from '../../../../../core/studio/studio-settings';
import { setStudioSettings } from '../../../../lib/studio-settings-store';
import { WriteError } from '../../../../lib/write-error';
import { getStoredStudioSettings } from '../../api/studio-settings';
import { PhoneVersionNotice } from '../../../../components/PhoneVersionNotice';
import type { PhoneNotMade } from '../../../../lib/renditions/video-rendition';
import { saveStudioSection, saveStudioSettings } from '../../api/studio-writes';
import { ContactSection } from './ContactSection';
import { FoundersSection } from './FoundersSection';
import { HistorySection } from './HistorySection';
import { ReelSection } from './ReelSection';
import { TextsSection } from './TextsSection';
import { STUDIO_MESSAGES } from './messages';
import type { SavePoint, SaveSection } from './save-section';
import view from '../../../../styles/settings-view.module.css';

// The panel's 'Estudio' view: the studio's contact, texts, founders and reel, read
// from public."Studio" over the defaults and saved one section at a time. Each save writes the
// whole document built from the last saved one, so a section never undoes another's save.
export function StudioAdmin() {
  const { run } = useAdminWrite();
  const [settings, setSettings] = useState<StudioSettings | null>(null);
  const [phoneNotMade, setPhoneNotMade] = useState<PhoneNotMade | null>(null);

  useEffect(() => {
    let live = true;
    void getStoredStudioSettings().then((stored) => {
      if (live) setSettings(studioSettings(stored));
    });
    return () => {
      live = false;
    };
  }, []);

  if (!settings) return <p className={view.muted}>Cargando los datos del estudio…</p>;

  const save: SaveSection = async (next, files = [], uploadFailure = STUDIO_MESSAGES.uploadImage) => {
    let saved: StudioSettings | undefined;
    const failure = (error: unknown) =>
      error instanceof WriteError && error.stage === 'record' ? STUDIO_MESSAGES.save : uploadFailure;
    const ok = await run(files.length > 0 ? failure : STUDIO_MESSAGES.save, async (onProgress) => {
      const result = await saveStudioSection(next, files, onProgress);
      saved = result.settings;
      setPhoneNotMade(result.phoneNotMade);
    });
    if (ok && saved) {
      setSettings(saved);
      // The public pages of this tab show it at once; other visitors on their next page load.
      setStudioSettings(saved);
    }
    return ok;
  };

  const savePoint: SavePoint = async (change) => {
    const saved = await saveStudioSettings(change(settings));
    setSettings(saved);
    setStudioSettings(saved);
  };

  return (
    <div className={view.sections}>
      <ContactSection settings={settings} onSave={save} />
      <TextsSection settings={settings} onSave={save} />
      <FoundersSection settings={settings} onSave={save} onSavePoint={savePoint} />
      <ReelSection settings={settings} onSave={save} onSavePoint={savePoint} />
      <PhoneVersionNotice notMade={phoneNotMade} />
      <HistorySection settings={settings} onSave={save} />
    </div>
  );
}

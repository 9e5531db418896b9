import { useState } from 'react';
import { UploadSlot } from '../../../../components/UploadSlot';
import { IMAGE_ACCEPT } from '../../../../lib/images/readable-image';
import { VIDEO_ACCEPT } from '../../../../../core/constants';
import { WHO_WE_ARE } from '../../../../config/studio-texts';
import { useAdminWrite } from '../../../../lib/admin-write';
import { formatBytes } from '../../../../lib/upload-progress';
import { useUploadLimit } from '../../../../lib/use-upload-limit';
import type { StudioFileChange } from '../../api/studio-writes';
import type { SectionWithPointsProps } from './save-section';
import { FocalPointField } from '../../../../components/FocalPointField';
import { focalPointOf, focalPointText } from '../../../../../core/media/focal-point-read';
import { imageUrl } from '../../../../lib/image-url';
import { reelPosterOf } from '../../../../../core/studio/studio-settings';
import { REEL_CROPS } from './studio-crops';
import { SectionCard } from './SectionCard';
import { STUDIO_MESSAGES } from './messages';
import styles from './StudioAdmin.module.css';

// Video del estudio: the reel played on the home page and /WhoWeAre, and its poster. Replacing
// either removes the old file once the settings point at the new one (as for project videos).
// The reel's type is recorded with it (the site offers a browser only what it can play), and its
// poster has a 'Punto de interés' that the poster's crops, and the reel's over it, keep in view;
// a new reel or poster starts centred.
export function ReelSection({ settings, onSave, onSavePoint }: SectionWithPointsProps) {
  const { progress } = useAdminWrite();
  const [video, setVideo] = useState<File | null>(null);
  const [poster, setPoster] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [saved, setSaved] = useState(false);
  // The server's real limit, as on a project's video card, not a fixed figure.
  const limit = useUploadLimit();
  // The poster the site shows: the studio's, else the frame taken from its reel, else the shipped one.
  const shownPoster = reelPosterOf(settings.reel) || WHO_WE_ARE.reel.poster;

  async function submit() {
    const files: StudioFileChange[] = [];
    if (video) {
      files.push({
        file: video,
        kind: 'video',
        previous: settings.reel.video,
        previousRenditions: [settings.reel.phone, settings.reel.phonePoster],
        apply: (s, url, made) => ({
          ...s,
          reel: {
            ...s.reel,
            video: url,
            videoType: made.type,
            phone: made.phone,
            phoneType: made.phoneType,
            phonePoster: made.poster,
            posterFocus: '',
          },
        }),
      });
    }
    if (poster) {
      files.push({
        file: poster,
        kind: 'image',
        previous: settings.reel.poster,
        apply: (s, url) => ({ ...s, reel: { ...s.reel, poster: url, posterFocus: '' } }),
      });
    }
    if (files.length === 0) return;
    setSending(true);
    const ok = await onSave(
      settings,
      files,
      video ? STUDIO_MESSAGES.uploadVideo : STUDIO_MESSAGES.uploadImage,
    );
    setSending(false);
    if (ok) {
      setVideo(null);
      setPoster(null);
    }
    setSaved(ok);
  }

  return (
    <SectionCard
      title="Video del estudio"
      lead={`Se reproduce en bucle en Inicio y en Acerca de nosotros.${limit !== null ? ` Máximo ${formatBytes(limit)}.` : ''}`}
      invalid={false}
      saved={saved}
      onSubmit={submit}
    >
      <div className={styles.media}>
        <UploadSlot
          label="Elegir video del estudio"
          accept={VIDEO_ACCEPT}
          kind="video"
          file={video}
          onFileChange={(file) => {
            setVideo(file);
            setSaved(false);
          }}
          currentUrl={settings.reel.video || WHO_WE_ARE.reel.src}
          progress={sending ? progress : null}
          hint="Arrastra un video aquí o haz clic para elegirlo."
        />
        <UploadSlot
          label="Elegir póster del video"
          accept={IMAGE_ACCEPT}
          kind="image"
          file={poster}
          onFileChange={(file) => {
            setPoster(file);
            setSaved(false);
          }}
          currentUrl={settings.reel.poster || WHO_WE_ARE.reel.poster}
          hint="La imagen que se ve mientras el video carga."
        />
      </div>
      <FocalPointField
        key={`${shownPoster}-${settings.reel.posterFocus}`}
        url={imageUrl(shownPoster, 800)}
        value={focalPointOf(settings.reel.posterFocus)}
        crops={REEL_CROPS}
        onSave={(point) =>
          onSavePoint((s) => ({ ...s, reel: { ...s.reel, posterFocus: focalPointText(point) } }))
        }
      />
    </SectionCard>
  );
}

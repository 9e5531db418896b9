import { useState } from 'react';
import { PhoneVersionNotice } from '../../../../components/PhoneVersionNotice';
import type { PhoneNotMade } from '../../../../lib/renditions/video-rendition';
import type { OverLimitChoice } from '../../../../lib/renditions/upload-media';
import { DescriptionField } from '../../../../components/DescriptionField';
import { descriptionsKey } from '../../../../components/descriptions-key';
import { UploadQueueList } from '../../../../components/UploadQueueList';
import { UploadSlot } from '../../../../components/UploadSlot';
import { IMAGE_ACCEPT } from '../../../../lib/images/readable-image';
import { VIDEO_ACCEPT } from '../../../../../core/constants';
import { useAdminWrite } from '../../../../lib/admin-write';
import { focalPoint } from '../../../../../core/media/focal-point-read';
import { imageUrl } from '../../../../lib/image-url';
import { FocalPointField } from '../../../../components/FocalPointField';
import { formatBytes } from '../../../../lib/upload-progress';
import { useUploadLimit } from '../../../../lib/use-upload-limit';
import { useQueuedUploads } from '../../../../lib/upload-queue/use-queued-uploads';
import type { Project } from '../../../../../core/database-shapes';
import { WriteError } from '../../../../lib/write-error';
import { replaceProjectFile, updateProject, type ProjectFileField as Field } from '../../api/project-writes';
import { saveCoverPoint } from '../../api/cover-point';
import { MESSAGES } from './messages';
import { OverLimitVideo } from './OverLimitVideo';
import { ImageNotesField } from '../../../../components/ImageNotesField';
import { notesKey } from '../../../../components/descriptions-key';
import { saveProjectFileNotes } from '../../../../lib/image-notes-writes';
import { notesOf } from '../../../../../core/credits/credit';
import styles from './ProjectsAdmin.module.css';

const TEXTS = {
  render: {
    heading: 'Portada',
    lead: 'La imagen principal del proyecto (render).',
    input: 'Elegir portada',
    button: 'Cambiar portada',
    accept: IMAGE_ACCEPT,
    hint: 'Arrastra una imagen aquí o haz clic para elegirla.',
  },
  video: {
    heading: 'Video',
    lead: 'Se reproduce en bucle en la página del proyecto.',
    input: 'Elegir video',
    button: 'Cambiar video',
    accept: VIDEO_ACCEPT,
    hint: 'Arrastra un video aquí o haz clic para elegirlo.',
  },
} as const;

// A cover failure says which step failed (SPEC §8 has one text for each); a video failure has
// a single text.
function failureOf(field: Field) {
  if (field === 'video') return MESSAGES.updateVideo;
  return (error: unknown) =>
    error instanceof WriteError && error.stage === 'record' ? MESSAGES.updateCover : MESSAGES.uploadCover;
}

// Replace the project's cover (render) or video: choose or drop a file, see it, send it. A new
// cover goes through the panel's upload queue (kept in the browser until stored and recorded,
// across a lost connection or a closed tab); a video goes up while the page stays open.
export function ProjectFileField({
  project,
  field,
  onSaved,
}: {
  project: Project;
  field: Field;
  onSaved: (project: Project) => void;
}) {
  const { run, progress } = useAdminWrite();
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [phoneNotMade, setPhoneNotMade] = useState<PhoneNotMade | null>(null);
  // A video over the limit goes up only as what the studio picks (OverLimitVideo).
  const [overLimitChoice, setOverLimitChoice] = useState<OverLimitChoice | null>(null);
  const texts = TEXTS[field];
  // The server's real limit (was a fixed 'Máximo 50 MB' that a hosted plan or the bucket could contradict).
  const limit = useUploadLimit();
  // The cover's words as the shared description field edits them (Spanish and English).
  const cover = { description: project.render_description, description_en: project.render_description_en };
  const overLimit = field === 'video' && file !== null && limit !== null && file.size > limit;
  const queuedCover = useQueuedUploads<Project>({
    target: field === 'render' ? { kind: 'cover', projectId: project.id } : null,
    onUploaded: onSaved,
  });

  async function send() {
    if (!file) return;
    if (field === 'render') {
      setFile(null);
      await queuedCover.send([file]);
      return;
    }
    setUploading(true);
    let saved: Project | undefined;
    const ok = await run(failureOf(field), async (onProgress) => {
      const result = await replaceProjectFile(project, field, file, onProgress, {
        overLimit: overLimit ? (overLimitChoice ?? undefined) : undefined,
      });
      saved = result.project;
      setPhoneNotMade(result.phoneNotMade);
    });
    setUploading(false);
    if (ok && saved) {
      setFile(null);
      onSaved(saved);
    }
  }

  return (
    <section className={styles.card} aria-labelledby={`${field}-${project.id}`}>
      <h3 id={`${field}-${project.id}`} className={styles.cardTitle}>
        {texts.heading}
      </h3>
      <p className={styles.cardLead}>
        {texts.lead}
        {field === 'video' && limit !== null && ` Máximo ${formatBytes(limit)}.`}
      </p>
      <UploadSlot
        label={texts.input}
        accept={texts.accept}
        kind={field === 'video' ? 'video' : 'image'}
        camera={field === 'render'}
        file={file}
        onFileChange={(next) => {
          setFile(next);
          setOverLimitChoice(null);
        }}
        currentUrl={project[field]}
        progress={uploading ? progress : null}
        hint={texts.hint}
      />
      {field === 'render' && project.render && (
        // The cover's words: its alt on the site and og:image:alt in link previews;
        // only the changed one of the two is sent (JSON leaves out an undefined value).
        <DescriptionField
          key={descriptionsKey(cover)}
          value={cover}
          onSave={async ({ description, description_en }) =>
            onSaved(
              await updateProject(project.id, {
                render_description: description,
                render_description_en: description_en,
              }),
            )
          }
        />
      )}
      {project[field] && (
        // The cover's or video's caption and credit: under it on the project page, in its JSON-LD.
        <ImageNotesField
          key={notesKey(notesOf(project, `${field}_`))}
          value={notesOf(project, `${field}_`)}
          onSave={async (changes) => onSaved(await saveProjectFileNotes(project.id, field, changes))}
        />
      )}
      {field === 'render' && project.render && (
        // What every crop of the cover keeps in view (the home slider, cards, link preview).
        <FocalPointField
          key={`${project.render}-${project.render_focus_x}-${project.render_focus_y}`}
          url={imageUrl(project.render, 800, 75, project.render_widths)}
          value={focalPoint(project.render_focus_x, project.render_focus_y)}
          onSave={async (point) => onSaved(await saveCoverPoint(project, point))}
        />
      )}
      {overLimit && limit !== null && (
        <OverLimitVideo
          file={file}
          limit={limit}
          choice={overLimitChoice}
          onChoiceChange={setOverLimitChoice}
        />
      )}
      <UploadQueueList queue={queuedCover.queue} />
      <PhoneVersionNotice notMade={phoneNotMade} />
      <div className={styles.actions}>
        <button
          className={styles.primary}
          type="button"
          disabled={!file || (overLimit && !overLimitChoice)}
          onClick={send}
        >
          {texts.button}
        </button>
      </div>
    </section>
  );
}

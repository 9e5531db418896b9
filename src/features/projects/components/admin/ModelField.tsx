import { useRef, useState, type DragEvent } from 'react';
import { ADMIN_UPLOAD_SLOT_PX } from '../../../../../core/constants';
import type { Project } from '../../../../../core/database-shapes';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import slot from '../../../../components/UploadSlot.module.css';
import { useAdminWrite } from '../../../../lib/admin-write';
import { imageUrl } from '../../../../lib/image-url';
import { modelFirst, modelRefusal } from '../../../../lib/models/model-choice';
import { TRASH_NOTICE } from '../../../../lib/trash';
import { formatBytes } from '../../../../lib/upload-progress';
import { removeModel, replaceModel } from '../../api/model-writes';
import { ImageNotesField } from '../../../../components/ImageNotesField';
import { notesKey } from '../../../../components/descriptions-key';
import { saveProjectFileNotes } from '../../../../lib/image-notes-writes';
import { notesOf } from '../../../../../core/credits/credit';
import styles from './ProjectsAdmin.module.css';

// A project's 3D model in the panel: choose or drop a GLB, a .gltf with its files, or an IFC; it is
// checked at once (a damaged, empty or unsupported file is refused with its name and the reason),
// then 'Subir modelo' converts (IFC) and optimises it in a worker, draws its poster and uploads both
// with progress and 'Cancelar' (src/lib/models/). The current model shows its poster, its size and
// what it came from; 'Quitar modelo' sends it to the 'Papelera'.

const ACCEPT = '.glb,.gltf,.ifc,.bin,.png,.jpg,.jpeg,.webp,model/gltf-binary,model/gltf+json';
const SOURCES = { glb: 'GLB', gltf: 'glTF', ifc: 'IFC' } as const;

export function ModelField({ project, onSaved }: { project: Project; onSaved: (project: Project) => void }) {
  const { run, progress } = useAdminWrite();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const choice = useRef(0);
  const headingId = `model-${project.id}`;

  async function choose(list: FileList | null) {
    const chosen = modelFirst(Array.from(list ?? []));
    const mine = ++choice.current;
    setNote(null);
    const refusal = chosen.length > 0 ? await modelRefusal(chosen) : null;
    if (mine !== choice.current) return;
    setRefused(refusal);
    setFiles(refusal ? [] : chosen);
    if (refusal && input.current) input.current.value = '';
  }

  async function send() {
    if (files.length === 0) return;
    setUploading(true);
    let saved: Project | undefined;
    const ok = await run('No se pudo subir el modelo 3D, inténtalo nuevamente', async (onProgress) => {
      const result = await replaceModel(project, files, onProgress);
      saved = result.project;
      const { uploaded } = result;
      setNote(
        [
          `Modelo guardado: ${formatBytes(uploaded.size)}, ${Math.round(uploaded.triangles).toLocaleString('es')} triángulos`,
          uploaded.textureSize < 2048
            ? `texturas reducidas a ${uploaded.textureSize} px para caber en el límite`
            : null,
          uploaded.posterNotMade,
        ]
          .filter(Boolean)
          .join('; ') + '.',
      );
    });
    setUploading(false);
    if (ok && saved) {
      setFiles([]);
      if (input.current) input.current.value = '';
      onSaved(saved);
    }
  }

  async function remove() {
    setConfirming(false);
    let saved: Project | undefined;
    const ok = await run('No se pudo quitar el modelo 3D, inténtalo nuevamente', async () => {
      saved = await removeModel(project);
    });
    if (ok && saved) onSaved(saved);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files);
  }

  const main = files[0];
  const percent = uploading && progress !== null ? Math.round(progress * 100) : null;
  const poster = project.model_poster;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardTitle}>
        Modelo 3D
      </h3>
      <p className={styles.cardLead}>
        GLB o glTF (Rhino, SketchUp, Blender) o IFC (Revit, Archicad). Se optimiza en este navegador antes de
        subirlo; los visitantes lo giran con «3D» en la página del proyecto.
      </p>
      <div className={slot.wrapper}>
        <div
          className={slot.slot}
          style={{ width: ADMIN_UPLOAD_SLOT_PX, height: ADMIN_UPLOAD_SLOT_PX }}
          data-dragging={dragging || undefined}
          data-has-media={Boolean(main || project.model) || undefined}
          onDragEnter={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragOver={(event) => event.preventDefault()}
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
          }}
          onDrop={onDrop}
        >
          <input
            ref={input}
            className={slot.input}
            type="file"
            accept={ACCEPT}
            multiple
            aria-label="Elegir modelo 3D"
            aria-describedby={`${headingId}-hint`}
            onChange={(event) => void choose(event.target.files)}
          />
          <div className={slot.frame} aria-hidden="true">
            {!main && poster && (
              <img
                className={slot.media}
                src={imageUrl(poster, 400, 75, project.model_poster_widths)}
                alt=""
              />
            )}
            {!main && !poster && !project.model && (
              <span className={slot.placeholder}>
                <span className={slot.plus}>+</span>
                Modelo 3D
              </span>
            )}
            {main && <span className={slot.placeholder}>{main.name}</span>}
            {(main || project.model) && <span className={slot.badge}>{main ? 'Nuevo' : 'Actual'}</span>}
            {percent !== null && (
              <span className={slot.progress}>
                <span className={slot.bar} style={{ width: `${percent}%` }} />
              </span>
            )}
          </div>
        </div>
        <p id={`${headingId}-hint`} className={slot.hint}>
          {main
            ? `${main.name} · ${formatBytes(main.size)}${files.length > 1 ? ` y ${files.length - 1} archivo(s) más` : ''}`
            : project.model
              ? `Modelo actual · ${formatBytes(project.model_size ?? 0)} · de ${SOURCES[project.model_source ?? 'glb']}`
              : 'Arrastra aquí el .glb, el .ifc o el .gltf con sus archivos, o haz clic para elegirlos.'}
        </p>
        {refused && (
          <div className={slot.rejected} role="alert">
            <p>{refused}</p>
          </div>
        )}
        {note && <p role="status">{note}</p>}
      </div>
      {project.model && (
        // The poster's caption and credit: under the model on the project page, in its JSON-LD.
        <ImageNotesField
          key={notesKey(notesOf(project, 'model_'))}
          value={notesOf(project, 'model_')}
          onSave={async (changes) => onSaved(await saveProjectFileNotes(project.id, 'model', changes))}
        />
      )}
      <div className={styles.actions}>
        <button className={styles.primary} type="button" disabled={!main} onClick={() => void send()}>
          Subir modelo
        </button>
        {project.model && (
          <button className={styles.secondary} type="button" onClick={() => setConfirming(true)}>
            Quitar modelo
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={`¿Quitar el modelo 3D de «${project.title}»?`}
        message={`Los visitantes dejarán de ver «3D». ${TRASH_NOTICE}`}
        confirmLabel="Quitar"
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

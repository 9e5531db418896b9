import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { AlertMessage } from '../../../../components/AlertMessage';
import { useAdminWrite } from '../../../../lib/admin-write';
import type { Project } from '../../../../../core/database-shapes';
import { englishLabel } from '../../../../../core/i18n/english-text';
import { facts as words } from '../../../../../core/i18n/es/facts';
import { statuses } from '../../../../../core/i18n/es/statuses';
import { PROJECT_STATUSES } from '../../../../../core/projects/fact-values';
import {
  changedClient,
  changedFacts,
  factsDraft,
  factsErrors,
  type ClientValue,
  type FactsDraft,
  type FactsErrors,
} from '../../../../../core/projects/facts-draft';
import { updateProject } from '../../api/project-writes';
import { getProjectClient, saveProjectClient } from '../../api/client-writes';
import { FactList } from './FactList';
import { FormField, type Described } from '../../../../components/FormField';
import styles from './ProjectFactsForm.module.css';

const FAILED = 'No se pudo guardar la ficha del proyecto, inténtalo nuevamente';
const PLACES = [
  { key: 'city', label: 'Ciudad' },
  { key: 'country', label: 'País' },
] as const;
const MENTION_COLUMNS = [
  { key: 'title', label: 'Título' },
  { key: 'title_en', label: englishLabel('Título'), english: true },
  { key: 'year', label: 'Año', inputMode: 'numeric', placeholder: '2024' },
  { key: 'url', label: 'Enlace (opcional)', inputMode: 'url', placeholder: 'https://…' },
] as const;

// 'Ficha del proyecto': status, the year as a number (for the gallery's filter and search
// engines; SPEC's 'Año' text stays in 'Datos del proyecto'), built area, city and country, the
// client and whether the site shows it, collaborators, awards and publications. Saved together:
// the project's changed columns, then the client. A field the database would refuse says why
// under it, and nothing is sent.
export function ProjectFactsForm({
  project,
  onSaved,
}: {
  project: Project;
  onSaved: (project: Project) => void;
}) {
  const id = useId();
  const { run } = useAdminWrite();
  // undefined while the stored client is read; the form waits for it.
  const [client, setClient] = useState<ClientValue | null | undefined>(undefined);
  const [draft, setDraft] = useState<FactsDraft>(() => factsDraft(project, null));
  const [errors, setErrors] = useState<FactsErrors>({});
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    let live = true;
    getProjectClient(project.id).then(
      (stored) => {
        if (!live) return;
        setClient(stored);
        setDraft((d) => ({ ...d, client: stored?.name ?? '', clientShown: stored?.shown ?? false }));
      },
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [project.id]);

  const projectChanges = changedFacts(draft, project);
  const clientChange = client === undefined ? undefined : changedClient(draft, client);
  const dirty = Object.keys(projectChanges).length > 0 || clientChange !== undefined;
  const set = (change: Partial<FactsDraft>) => setDraft({ ...draft, ...change });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = factsErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0 || !dirty || client === undefined) return;
    let saved: Project | undefined;
    const ok = await run(FAILED, async () => {
      if (Object.keys(projectChanges).length > 0) saved = await updateProject(project.id, projectChanges);
      if (clientChange !== undefined) await saveProjectClient(project.id, clientChange, client !== null);
    });
    if (!ok) return;
    if (clientChange !== undefined) setClient(clientChange);
    if (saved) onSaved(saved);
  }

  const field = (
    key: string,
    label: string,
    control: (described: Described) => ReactNode,
    english = false,
  ) => (
    <FormField key={key} id={`${id}-${key}`} label={label} english={english} error={errors[key]}>
      {control}
    </FormField>
  );
  const text =
    (
      key: 'year_number' | 'area_m2' | 'city' | 'city_en' | 'country' | 'country_en' | 'client',
      numeric = false,
    ) =>
    (described: Described) => (
      <input
        id={`${id}-${key}`}
        className={styles.input}
        value={draft[key]}
        inputMode={numeric ? 'numeric' : undefined}
        onChange={(event) => set({ [key]: event.target.value })}
        {...described}
      />
    );

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.cardTitle}>
        Ficha del proyecto
      </h3>
      <p className={styles.lead}>
        Lo que se complete aparece en la página del proyecto y en la galería; lo que quede vacío no se
        muestra.
      </p>
      {loadFailed && <AlertMessage message="No se pudo leer el cliente del proyecto; recarga la página." />}
      <div className={styles.fields}>
        {field('status', words.status, () => (
          <select
            id={`${id}-status`}
            className={styles.input}
            value={draft.status}
            onChange={(event) => set({ status: event.target.value })}
          >
            <option value="">Sin indicar</option>
            {PROJECT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statuses[status]}
              </option>
            ))}
          </select>
        ))}
        {field('year_number', 'Año (en cifras, para filtrar)', text('year_number', true))}
        {field('area_m2', `${words.area} (m²)`, text('area_m2', true))}
        {PLACES.flatMap(({ key, label }) => [
          field(key, label, text(key)),
          field(`${key}_en`, englishLabel(label), text(`${key}_en`), true),
        ])}
        {field('client', words.client, text('client'))}
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.clientShown}
            disabled={!draft.client.trim()}
            onChange={(event) => set({ clientShown: event.target.checked })}
          />
          Mostrar el cliente en la web
        </label>
      </div>
      <FactList
        title={words.collaborators}
        item="colaborador"
        rows={draft.collaborators}
        columns={[
          { key: 'role', label: 'Función', placeholder: 'Estructura' },
          { key: 'role_en', label: englishLabel('Función'), english: true },
          { key: 'name', label: 'Nombre' },
        ]}
        empty={{ role: '', role_en: '', name: '' }}
        errors={errors}
        errorKey="collaborators"
        onChange={(collaborators) => set({ collaborators })}
      />
      {(['awards', 'publications'] as const).map((list) => (
        <FactList
          key={list}
          title={words[list]}
          item={list === 'awards' ? 'premio' : 'publicación'}
          rows={draft[list]}
          columns={[...MENTION_COLUMNS]}
          empty={{ title: '', title_en: '', year: '', url: '' }}
          errors={errors}
          errorKey={list}
          onChange={(rows) => set({ [list]: rows })}
        />
      ))}
      <div className={styles.actions}>
        {dirty && (
          <button
            className={styles.secondary}
            type="button"
            onClick={() => {
              setDraft(factsDraft(project, client ?? null));
              setErrors({});
            }}
          >
            Descartar cambios
          </button>
        )}
        <button className={styles.primary} type="submit" disabled={!dirty}>
          Guardar ficha
        </button>
      </div>
    </form>
  );
}

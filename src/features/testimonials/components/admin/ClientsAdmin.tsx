import { useEffect, useState } from 'react';
import { MoveToTrashDialog } from '../../../../components/MoveToTrashDialog';
import { useAdminWrite } from '../../../../lib/admin-write';
import type { Client } from '../../../../../core/database-shapes';
import { getClients } from '../../api/clients';
import { insertClient, updateClient, type ClientFields } from '../../api/client-writes';
import { ClientForm } from './ClientForm';
import styles from './ClientsAdmin.module.css';

// Exact alerts of SPEC §8 (typos included).
const FAILED = {
  add: 'No se pudo agregar el usuario, intenténtalo de nuevo',
  update: 'No se pudo actualizar el usuario, intenténtalo de nuevo',
  remove: 'No se pudo eliminar el usuario, intenténtalo de nuevo',
};

// The 'Clientes' tab: add, edit and delete testimonials. The local list changes only after the
// server confirmed the write, so a failure leaves it as it was (SPEC §8).
export function ClientsAdmin() {
  const { run } = useAdminWrite();
  const [clients, setClients] = useState<Client[] | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [pending, setPending] = useState<Client | null>(null);

  useEffect(() => {
    let current = true;
    void getClients().then((rows) => {
      if (current) setClients(rows);
    });
    return () => {
      current = false;
    };
  }, []);

  async function add(fields: ClientFields) {
    let created: Client | undefined;
    const ok = await run(FAILED.add, async () => {
      created = await insertClient(fields);
    });
    if (ok && created) {
      const row = created;
      setClients((list) => [...(list ?? []), row]);
    }
    return ok;
  }

  async function save(id: number, fields: ClientFields) {
    let saved: Client | undefined;
    const ok = await run(FAILED.update, async () => {
      saved = await updateClient(id, fields);
    });
    if (ok && saved) {
      const row = saved;
      setClients((list) => (list ?? []).map((c) => (c.id === row.id ? row : c)));
      setEditing(null);
    }
    return ok;
  }

  return (
    <div className={styles.layout}>
      <section className={styles.card} aria-labelledby="new-client-title">
        <h3 id="new-client-title" className={styles.cardTitle}>
          Nuevo testimonio
        </h3>
        <ClientForm submitLabel="Agregar testimonio" onSubmit={add} clearOnSave />
      </section>
      <section className={styles.listSection} aria-labelledby="clients-title">
        <h3 id="clients-title" className={styles.cardTitle}>
          Testimonios {clients && <span className={styles.count}>{clients.length}</span>}
        </h3>
        {clients === null && <p className={styles.muted}>Cargando testimonios…</p>}
        {clients?.length === 0 && <p className={styles.muted}>Todavía no hay testimonios.</p>}
        <ul className={styles.list}>
          {clients?.map((client) => (
            <li key={client.id} className={styles.card}>
              {editing === client.id ? (
                <ClientForm
                  initial={client}
                  submitLabel="Guardar"
                  onSubmit={(fields) => save(client.id, fields)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <article className={styles.item}>
                  <blockquote className={styles.quote}>{client.testimonial}</blockquote>
                  {client.testimonial_en && (
                    <p className={styles.english} lang="en">
                      <span lang="es">En inglés: </span>
                      {client.testimonial_en}
                    </p>
                  )}
                  <p className={styles.name}>{client.name}</p>
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className={styles.secondary}
                      aria-label={`Editar testimonio de ${client.name}`}
                      onClick={() => setEditing(client.id)}
                    >
                      Editar
                    </button>
                    <button
                      type="button"
                      className={styles.danger}
                      aria-label={`Eliminar testimonio de ${client.name}`}
                      onClick={() => setPending(client)}
                    >
                      Eliminar
                    </button>
                  </div>
                </article>
              )}
            </li>
          ))}
        </ul>
      </section>
      <MoveToTrashDialog
        row={pending}
        table="Client"
        what="eliminar testimonio"
        failure={FAILED.remove}
        title={(client) => `¿Eliminar el testimonio de ${client.name}?`}
        message="Dejará de mostrarse en la página de inicio."
        onClose={() => setPending(null)}
        onMoved={(client) => setClients((list) => (list ?? []).filter((c) => c.id !== client.id))}
      />
    </div>
  );
}

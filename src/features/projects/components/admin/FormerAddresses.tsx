import { useEffect, useState } from 'react';
import { useAdminWrite } from '../../../../lib/admin-write';
import type { Project, ProjectAddress } from '../../../../../core/database-shapes';
import { dropFormerAddress, listFormerAddresses } from '../../api/former-address-writes';
import styles from './FormerAddresses.module.css';

const FAILED = 'No se pudo quitar la dirección anterior, inténtalo nuevamente';
const LANG_NAME = { es: 'español', en: 'inglés' } as const;

/** The page a former address was: what a shared link still says. */
function pathOf(address: ProjectAddress): string {
  return `${address.lang === 'en' ? '/en' : ''}/ProjectsGallery/${address.key}`;
}

const day = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short', year: 'numeric' });

// The addresses a project had before a rename. Links shared with them (messages, social profiles,
// articles, search engines) keep bringing visitors here; the studio may drop one, e.g. to free a
// name it regrets.
export function FormerAddresses({ project }: { project: Project }) {
  const { run } = useAdminWrite();
  const [addresses, setAddresses] = useState<ProjectAddress[] | null>(null);
  // Read again after every rename (the database has just recorded the address it left).
  const { id, title, subtitle, title_en, subtitle_en } = project;

  useEffect(() => {
    let live = true;
    void listFormerAddresses(id).then((found) => {
      if (live) setAddresses(found);
    });
    return () => {
      live = false;
    };
  }, [id, title, subtitle, title_en, subtitle_en]);

  async function drop(address: ProjectAddress) {
    const ok = await run(FAILED, () => dropFormerAddress(address.id));
    if (ok) setAddresses((list) => list?.filter((a) => a.id !== address.id) ?? null);
  }

  return (
    <section className={styles.card} aria-labelledby={`former-${id}`}>
      <h4 id={`former-${id}`} className={styles.title}>
        Direcciones anteriores
      </h4>
      <p className={styles.lead}>
        Al cambiar el título o el subtítulo, los enlaces que ya compartiste siguen llevando a este proyecto.
      </p>
      {addresses !== null && addresses.length === 0 && (
        <p className={styles.empty}>Este proyecto no ha cambiado de dirección.</p>
      )}
      {addresses !== null && addresses.length > 0 && (
        <ul className={styles.list}>
          {addresses.map((address) => (
            <li key={address.id} className={styles.item}>
              <span className={styles.path}>{pathOf(address)}</span>
              <span className={styles.meta}>
                {LANG_NAME[address.lang]} · hasta el {day.format(new Date(address.created_at))}
              </span>
              <button
                type="button"
                className={styles.drop}
                aria-label={`Quitar la dirección anterior ${pathOf(address)} (${LANG_NAME[address.lang]})`}
                onClick={() => void drop(address)}
              >
                Quitar
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { AlertMessage } from '../../../components/AlertMessage';
import { BusyOverlay } from '../../../components/BusyOverlay';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useAdminWrite } from '../../../lib/admin-write';
import { useUploadQueueApi } from '../../../lib/upload-queue/UploadQueueProvider';
import { Link, useSearchParams } from '../../../lib/navigation';
import styles from './AdminShell.module.css';
import { BackupAlert } from './BackupAlert';
import { StillPublicAlert } from './StillPublicAlert';
import { pendingText } from '../pending-text';
import { UploadQueueNotice } from './UploadQueueNotice';

// The panel's frame (SPEC §2 "/admin"): a sidebar titled 'Panel' with one tab per section, the
// signed-in account and sign-out; the active section beside it. The active tab is kept in the
// URL (?seccion=) so a reload stays where the administrator was. The busy overlay and the alert
// of every write (lib/admin-write) are drawn here, once for the whole panel.

export interface AdminTab {
  /** Stable id, also the URL value. */
  id: string;
  label: string;
  /** Shown after the label in the menu (a view's count of new items), read as part of its name. */
  badge?: ReactNode;
  render: () => ReactNode;
}

/** Scrolls a sideways row (only sideways) so `item` is whole in it; nothing moves when it is. */
function scrollRowTo(row: HTMLElement, item: HTMLElement) {
  if (row.scrollWidth <= row.clientWidth) return;
  const left = item.offsetLeft - row.offsetLeft;
  if (left < row.scrollLeft) row.scrollLeft = left - 16;
  else if (left + item.offsetWidth > row.scrollLeft + row.clientWidth)
    row.scrollLeft = left + item.offsetWidth - row.clientWidth + 16;
}

export function AdminShell({
  tabs,
  views = [],
  studioName,
  email,
  onSignOut,
}: {
  tabs: AdminTab[];
  /**
   * Views opened by a button below the tabs ('Estudio'), not tabs themselves: SPEC §2
   * keeps exactly three tabs. Kept in the URL the same way (?seccion=).
   */
  views?: AdminTab[];
  studioName: string;
  email: string;
  onSignOut: () => void;
}) {
  const [params, setParams] = useSearchParams();
  const { busy, progress, alert, dismissAlert } = useAdminWrite();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const sectionsRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const fallback = tabs[0];
  const view = views.find((v) => v.id === params.get('seccion'));
  const active = tabs.find((tab) => tab.id === params.get('seccion')) ?? fallback;
  const shownId = view?.id ?? active?.id;
  // Signing out empties the account's upload queue (the next account on this device must not
  // find it): asked first when photos still wait.
  const queue = useUploadQueueApi();
  const waiting = queue.state.items.filter((item) => !item.discarded).length;
  const [leaving, setLeaving] = useState(false);
  async function signOut() {
    setLeaving(false);
    await queue.discardAll();
    onSignOut();
  }

  // Each section is a screen of its own: another one starts at its top, not where the last was
  // scrolled to. On a phone the sections are one row scrolled sideways: the one shown is brought
  // into it.
  const firstShown = useRef(shownId);
  useEffect(() => {
    if (shownId !== firstShown.current) window.scrollTo({ top: 0, behavior: 'instant' });
    firstShown.current = undefined;
    const row = sectionsRef.current;
    const current = row?.querySelector<HTMLElement>('[aria-selected="true"], [aria-current="page"]');
    if (row && current) scrollRowTo(row, current);
  }, [shownId]);

  if (!active) return null;

  function openView(next: AdminTab) {
    dismissAlert();
    setParams({ seccion: next.id }, { replace: true });
  }

  function select(index: number, focus = false) {
    const tab = tabs[index];
    if (!tab) return;
    dismissAlert();
    setParams(tab === fallback ? {} : { seccion: tab.id }, { replace: true });
    if (focus) tabRefs.current[index]?.focus();
  }

  // WAI-ARIA tabs: arrows move between tabs (both axes, the list is vertical on wide screens
  // and horizontal on narrow ones), Home/End jump to the ends; selection follows focus.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.indexOf(active!);
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowDown: current === last ? 0 : current + 1,
      ArrowRight: current === last ? 0 : current + 1,
      ArrowUp: current === 0 ? last : current - 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  }

  return (
    <div className={styles.shell}>
      <aside className={styles.sidebar}>
        <div className={styles.brand}>
          <p className={styles.studio}>{studioName}</p>
          <h1 className={styles.title}>Panel</h1>
        </div>
        {/* One row on a phone, kept in view and scrolled sideways: every section one tap away. */}
        <div ref={sectionsRef} className={styles.sections}>
          <div
            className={styles.tabs}
            role="tablist"
            aria-label="Secciones del panel"
            aria-orientation="vertical"
            onKeyDown={onKeyDown}
          >
            {tabs.map((tab, index) => {
              const selected = !view && tab === active;
              // With a view open no tab is selected; the first one stays reachable by Tab.
              const focusable = view ? index === 0 : selected;
              return (
                <button
                  key={tab.id}
                  ref={(element) => {
                    tabRefs.current[index] = element;
                  }}
                  id={`${baseId}-tab-${tab.id}`}
                  className={styles.tab}
                  type="button"
                  role="tab"
                  aria-selected={selected}
                  aria-controls={`${baseId}-panel`}
                  tabIndex={focusable ? 0 : -1}
                  onClick={() => select(index)}
                >
                  {tab.label}
                </button>
              );
            })}
          </div>
          {views.length > 0 && (
            <div className={styles.views} role="group" aria-label="Más secciones">
              {views.map((v) => (
                <button
                  key={v.id}
                  className={styles.view}
                  type="button"
                  aria-current={v === view ? 'page' : undefined}
                  onClick={() => openView(v)}
                >
                  {v.label}
                  {v.badge}
                </button>
              ))}
            </div>
          )}
        </div>
        <div className={styles.account}>
          {email && (
            <p className={styles.email} title={email}>
              {email}
            </p>
          )}
          <div className={styles.accountActions}>
            <Link className={styles.siteLink} to="/">
              Ver sitio
            </Link>
            <button
              className={styles.signOut}
              type="button"
              onClick={() => (waiting > 0 ? setLeaving(true) : void signOut())}
            >
              Cerrar sesión
            </button>
          </div>
        </div>
      </aside>
      <main className={styles.main}>
        <div className={styles.alertArea}>
          <BackupAlert />
          <StillPublicAlert />
          <UploadQueueNotice />
          {alert && <AlertMessage message={alert} onDismiss={dismissAlert} />}
        </div>
        {view ? (
          <section className={styles.panel} aria-labelledby={`${baseId}-view`}>
            <h2 id={`${baseId}-view`} className={styles.panelTitle}>
              {view.label}
            </h2>
            {view.render()}
          </section>
        ) : (
          <section
            id={`${baseId}-panel`}
            className={styles.panel}
            role="tabpanel"
            aria-labelledby={`${baseId}-tab-${active.id}`}
          >
            <h2 className={styles.panelTitle}>{active.label}</h2>
            {active.render()}
          </section>
        )}
      </main>
      {busy && <BusyOverlay progress={progress} />}
      <ConfirmDialog
        open={leaving}
        title="¿Cerrar sesión?"
        message={`Hay ${pendingText(waiting)}: al cerrar sesión se descartan de este navegador y no se subirán.`}
        confirmLabel="Cerrar sesión"
        onConfirm={() => void signOut()}
        onCancel={() => setLeaving(false)}
      />
    </div>
  );
}

import { useEffect } from 'react';
import { refreshNewCount, useNewCount } from '../new-count';
import styles from './MessagesAdmin.module.css';

/** How often the menu's count is read again while the panel is open. */
const EVERY_MS = 60_000;

// The count beside 'Mensajes' in the panel's menu: messages not yet answered. Read when the panel
// opens and every minute, so a message that arrives meanwhile shows without a reload.
export function NewMessagesBadge() {
  const count = useNewCount();
  useEffect(() => {
    void refreshNewCount();
    const timer = setInterval(() => void refreshNewCount(), EVERY_MS);
    return () => clearInterval(timer);
  }, []);
  if (!count) return null;
  return (
    <>
      <span className={styles.badge} aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
      <span className={styles.hidden}>{count === 1 ? ' (1 nuevo)' : ` (${count} nuevos)`}</span>
    </>
  );
}

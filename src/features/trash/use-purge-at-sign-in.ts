import { useEffect } from 'react';
import { purgeExpired } from './api/trash';

// The purge at the panel's sign-in. A hosted project without Supabase Cron has no
// other: the database cannot remove Storage files itself, so the panel, which can, deletes what
// has been in the trash longer than 30 days and removes the files a database-side purge queued.
// Quietly, in the background, once per panel load with an administrator signed in.
export function usePurgeAtSignIn(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    purgeExpired().catch((error: unknown) => console.error('No se pudo vaciar la papelera:', error));
  }, [signedIn]);
}

import { useEffect, useState } from 'react';
import { AlertMessage } from '../../../components/AlertMessage';
import { readBackupAlert, type BackupAlertInfo } from '../api/backup-status';
import { backupAlertText } from '../backup-alert-text';

// The panel's word when the server's scheduled backups are failing (not only a line in the
// server's journal, which the studio never reads): the last backup failed, its off-site copy
// failed, or none succeeded in two periods. Asked once when the panel opens; administrators only
// (the server answers nothing to anyone else) and never on hosted Supabase.

export function BackupAlert() {
  const [info, setInfo] = useState<BackupAlertInfo | null>(null);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    let live = true;
    void readBackupAlert().then((next) => live && setInfo(next));
    return () => {
      live = false;
    };
  }, []);
  if (!info || dismissed) return null;
  return <AlertMessage message={backupAlertText(info)} onDismiss={() => setDismissed(true)} />;
}

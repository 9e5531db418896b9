import type { BackupAlertInfo } from './api/backup-status';

// What the panel says when the scheduled backups are failing (components/BackupAlert.tsx).

const WHEN = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string | null) => (iso ? WHEN.format(new Date(iso)) : null);

export function backupAlertText(info: BackupAlertInfo): string {
  const reason = info.reason ? ` Motivo: ${info.reason}.` : '';
  const ask = ' Avisa a quien mantiene el servidor.';
  if (info.kind === 'failed')
    return `La última copia de seguridad falló (${when(info.lastAt)}): los cambios desde entonces no están respaldados.${reason}${ask}`;
  if (info.kind === 'offsite-failed')
    return `La última copia de seguridad se guardó en el servidor, pero no se pudo copiar fuera de él (${when(info.lastAt)}): si el servidor se pierde, se pierde con él.${reason}${ask}`;
  const since = when(info.lastOkAt);
  return `${since ? `No se ha completado ninguna copia de seguridad desde el ${since}` : 'Aún no se ha completado ninguna copia de seguridad'}: los cambios no están respaldados.${ask}`;
}

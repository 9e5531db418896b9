import { useAdminWrite } from '../lib/admin-write';
import { moveToTrash, TRASH_NOTICE, type TrashTable } from '../lib/trash';
import { ConfirmDialog } from './ConfirmDialog';

// The panel's lists delete the same way: ask first, move the row to 'Papelera' through the
// admin write (overlay, exact alert on failure), and only then drop it from the local list, so a
// failed move leaves the list as it was (SPEC §8). The list keeps which row is pending; this
// dialog does the rest.
export function MoveToTrashDialog<Row extends { id: number }>({
  row,
  table,
  what,
  failure,
  title,
  message,
  onClose,
  onMoved,
}: {
  /** The row the administrator asked to delete; null keeps the dialog closed. */
  row: Row | null;
  table: TrashTable;
  /** What the history records, e.g. 'eliminar foto'. */
  what: string;
  /** SPEC §8's exact alert when the move fails. */
  failure: string;
  title: (row: Row) => string;
  /** What deleting does, before the trash notice. */
  message: string;
  onClose: () => void;
  onMoved: (row: Row) => void;
}) {
  const { run } = useAdminWrite();

  async function confirm(target: Row) {
    onClose();
    const ok = await run(failure, () => moveToTrash(table, target.id, what));
    if (ok) onMoved(target);
  }

  return (
    <ConfirmDialog
      open={row !== null}
      title={row ? title(row) : ''}
      message={`${message} ${TRASH_NOTICE}`}
      onConfirm={() => row && void confirm(row)}
      onCancel={onClose}
    />
  );
}

import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useUploadQueueApi } from '../../../lib/upload-queue/UploadQueueProvider';
import { pendingText } from '../pending-text';
import styles from './UploadQueueNotice.module.css';

// The panel's word on its upload queue, in view from every section: how many photos wait (those
// a closed tab or a locked phone left behind among them), whether they are going up or waiting
// for the connection, and 'Descartar' to give them up — asked first, since it cannot be undone.
export function UploadQueueNotice() {
  const { state, discard } = useUploadQueueApi();
  const [asking, setAsking] = useState(false);
  const pending = state.items.filter((item) => !item.refused && !item.discarded);
  if (pending.length === 0 && !asking) return null;
  const sending = state.sending && pending.find((item) => item.id === state.sending!.id);
  const how = !state.online
    ? 'Sin conexión: se subirán solas cuando vuelva.'
    : sending
      ? `Subiendo «${sending.fileName}» (${Math.round(state.sending!.fraction * 100)} %).`
      : 'Se subirán ahora.';
  return (
    <div className={styles.queueNotice} data-offline={!state.online || undefined}>
      <p role="status" className={styles.queueText}>
        <strong>{pendingText(pending.length)}.</strong>{' '}
        {state.restored > 0 && state.restored === pending.length && 'Quedaron de la última vez. '}
        {how}
      </p>
      <button type="button" className={styles.queueDiscard} onClick={() => setAsking(true)}>
        Descartar
      </button>
      <ConfirmDialog
        open={asking}
        title={`¿Descartar ${pending.length === 1 ? 'la foto pendiente' : `las ${pending.length} fotos pendientes`}?`}
        message="No se subirán, y lo que ya se había subido de ellas se borra. Tendrías que elegirlas de nuevo."
        confirmLabel="Descartar"
        onConfirm={() => {
          setAsking(false);
          void discard(pending.map((item) => item.id));
        }}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}

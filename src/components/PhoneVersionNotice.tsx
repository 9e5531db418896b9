import styles from './AlertMessage.module.css';

// Said after a video was stored without its phone version (issue 28): the browser that uploaded
// it could not encode one, so phones will receive the original.
export function PhoneVersionNotice({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <p className={`${styles.alert} ${styles.info}`} role="status">
      No se pudo preparar la versión para teléfonos ({reason}): se guardó solo el video original, que los
      teléfonos recibirán completo. Súbelo desde Chrome, Edge o Safari para que la tengan.
    </p>
  );
}

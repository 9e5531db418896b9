import styles from '../../../../components/AlertMessage.module.css';

// Said after a plano (or a 360° render) was stored without its full detail: the browser that
// uploaded it could not prepare the tiles. The image is stored as always (1920 px).
export function DetailNotice({ notMade }: { notMade: string | null }) {
  if (!notMade) return null;
  return (
    <p className={`${styles.alert} ${styles.info}`} role="status">
      No se pudo preparar el detalle completo ({notMade}): se guardó la imagen a 1920 px, como siempre, y los
      visitantes no podrán ampliarla más. Súbela desde Chrome, Edge o Firefox para que se pueda ampliar.
    </p>
  );
}

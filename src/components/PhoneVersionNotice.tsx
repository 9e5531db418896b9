import type { PhoneNotMade } from '../lib/renditions/video-rendition';
import styles from './AlertMessage.module.css';

// Said after a video was stored without its phone version: the browser that uploaded
// it could not make one. When it could not even decode the video (HEVC, an iPhone's default, in
// Chromium on Linux), the advice is what works, not another browser the studio may be using
// already: the site shows such a video only where it plays and the cover elsewhere.
export function PhoneVersionNotice({ notMade }: { notMade: PhoneNotMade | null }) {
  if (!notMade) return null;
  if (notMade.undecodable)
    return (
      <p className={`${styles.alert} ${styles.info}`} role="status">
        Este navegador no decodifica {notMade.undecodable}: se guardó el video original (sin datos de
        ubicación), pero sin versión para teléfonos ni imagen fija. El sitio lo ofrecerá solo a los
        navegadores que pueden reproducirlo (Safari, y Chrome o Edge en equipos que decodifican HEVC); los
        demás verán la portada. Para que todos lo vean, conviértelo a H.264 (MP4) antes de subirlo, o grábalo
        con el iPhone en Ajustes › Cámara › Formatos › «Más compatible»; o súbelo desde Safari en un Mac, que
        sí lo decodifica y prepara la versión para teléfonos.
      </p>
    );
  return (
    <p className={`${styles.alert} ${styles.info}`} role="status">
      No se pudo preparar la versión para teléfonos ({notMade.reason}): se guardó solo el video original, que
      los teléfonos recibirán completo. Súbelo desde Chrome, Edge o Safari para que la tengan.
    </p>
  );
}

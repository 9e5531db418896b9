import { useEffect, useState } from 'react';
import { countPlanosWithoutDetail } from '../api/planos-without-detail';
import styles from './MediaOptimizer.module.css';

// 'Optimizar medios' cannot give old planos their full detail: only the 1920 px image was ever
// stored (SPEC §9), and tiles cut from it would show nothing more than it does. The view says so,
// and what does work: uploading the plano again from the studio's original file.
export function DetailLost() {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    void countPlanosWithoutDetail().then((n) => live && setCount(n));
    return () => {
      live = false;
    };
  }, []);
  if (!count) return null;
  return (
    <p className={styles.lead} role="note">
      {count === 1 ? '1 plano se subió' : `${count} planos se subieron`} sin su detalle completo (antes de que
      el panel lo guardara, o desde un navegador que no pudo prepararlo). Ese detalle ya no existe: solo se
      guardó la imagen a 1920 px, y desde ella no se puede recuperar, así que aquí no se puede optimizar. Para
      que los visitantes puedan ampliarlos, súbelos de nuevo en «Planos» desde el archivo original y elimina
      los anteriores.
    </p>
  );
}

import { Link } from 'react-router';
import { LoginForm } from './LoginForm';
import styles from './LoginPage.module.css';

// The sign-in screen: a quiet card on the studio's navy, with a way back to the public site.
export function LoginPage({
  studioName,
  notice,
  onSignedIn,
}: {
  studioName: string;
  notice?: string;
  onSignedIn: () => void;
}) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand}>{studioName}</p>
        <h1 className={styles.title}>Iniciar sesión</h1>
        <p className={styles.lead}>Accede al panel para administrar proyectos, testimonios y galería.</p>
        <LoginForm notice={notice} onSignedIn={onSignedIn} />
        <Link className={styles.back} to="/">
          ← Volver al sitio
        </Link>
      </div>
    </main>
  );
}

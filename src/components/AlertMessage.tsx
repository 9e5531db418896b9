import styles from './AlertMessage.module.css';

// A message the user must notice: a failed write (SPEC §8), a validation rule (SPEC §5), a
// sign-in problem. role="alert" makes screen readers announce it as soon as it appears. The
// alert's text is exactly the message: the icon is drawn by CSS, and the action button (when the
// alert offers one, e.g. 'Intentar de nuevo') and the close button sit beside the alert element,
// not inside it.
export function AlertMessage({
  message,
  tone = 'error',
  action,
  onDismiss,
  className,
}: {
  message: string;
  tone?: 'error' | 'info';
  action?: { label: string; onClick: () => void };
  onDismiss?: () => void;
  className?: string;
}) {
  return (
    <div className={[styles.alert, styles[tone], className].filter(Boolean).join(' ')}>
      <span className={styles.icon} aria-hidden="true" />
      <p className={styles.text} role="alert">
        {message}
      </p>
      {action && (
        <button type="button" className={styles.action} onClick={action.onClick}>
          {action.label}
        </button>
      )}
      {onDismiss && (
        <button type="button" className={styles.close} onClick={onDismiss} aria-label="Cerrar aviso">
          ×
        </button>
      )}
    </div>
  );
}

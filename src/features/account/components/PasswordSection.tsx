import { useId, useState } from 'react';
import { ACCOUNT_TEXTS } from '../messages';
import view from '../../../styles/settings-view.module.css';
import styles from './AccountAdmin.module.css';
import { PasswordFields } from './PasswordFields';

export function PasswordSection({ onChanged }: { onChanged: () => void }) {
  const id = useId();
  const [done, setDone] = useState(false);
  return (
    <section className={view.card} aria-labelledby={id}>
      <h3 id={id} className={view.cardTitle}>
        {ACCOUNT_TEXTS.passwordTitle}
      </h3>
      <p className={view.lead}>{ACCOUNT_TEXTS.passwordLead}</p>
      {done && (
        <p className={styles.done} role="status">
          {ACCOUNT_TEXTS.passwordChanged}
        </p>
      )}
      <PasswordFields
        onChanged={() => {
          setDone(true);
          onChanged();
        }}
      />
    </section>
  );
}

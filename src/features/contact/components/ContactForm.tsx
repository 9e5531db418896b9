import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { contact } from '../../../../core/i18n/es/contact';
import { MESSAGE_LIMITS } from '../../../../core/contact/message-rules';
import { useLang, useTexts } from '../../../i18n/texts';
import { fetchChallenge, sendMessage } from '../api/contact-api';
import { deliver } from '../deliver';
import { checkValues, EMPTY_VALUES, sentValues, type ContactField, type ContactValues } from '../form-values';
import { ProofSupply } from '../proof/proof-supply';
import { solve } from '../proof/solve';
import styles from './ContactForm.module.css';

// The contact form (a project's page, /WhoWeAre): name, email, an optional phone and the message,
// checked as the database checks them; a proof of work made in a worker as soon as the visitor
// starts writing (proof/), a hidden field only robots fill, and the words kept on screen when
// sending fails. Loaded by ContactSection when the visitor comes near it.

/** Below this many characters left, the count shows under the message. */
const COUNT_FROM = 500;
const FIELDS: ContactField[] = ['name', 'email', 'phone', 'message'];

export interface ContactFormProps {
  /** The project whose page the form is on (its name in the page's language); none on /WhoWeAre. */
  project?: { id: number; title: string };
}

export default function ContactForm({ project }: ContactFormProps) {
  const lang = useLang();
  const t = useTexts(contact, (c) => c.contact);
  const id = useId();
  const [values, setValues] = useState<ContactValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<ReturnType<typeof checkValues>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<'failed' | 'busy' | null>(null);
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const supply = useMemo(() => new ProofSupply(fetchChallenge, solve), []);
  const done = useRef<HTMLDivElement>(null);

  // The confirmation takes the focus, so a screen reader reads it and the keyboard starts there.
  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  const change = (field: keyof ContactValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // An error goes as soon as the field is right; a new one waits for the next "Enviar".
    if (field !== 'website' && errors[field])
      setErrors((e) => ({ ...e, [field]: checkValues({ ...values, [field]: value })[field] }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found = checkValues(values);
    setErrors(found);
    setFailure(null);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setSending(true);
    const message = sentValues(values);
    const outcome = await deliver(
      { ...message, lang, ...(project ? { project: project.id } : {}) },
      supply,
      sendMessage,
    );
    setSending(false);
    if (outcome === 'received') {
      setSent({ name: message.name, email: message.email });
      setValues(EMPTY_VALUES);
    } else setFailure(outcome === 'failed' ? 'failed' : 'busy');
  }

  const left = MESSAGE_LIMITS.body - values.message.length;
  const errorId = (field: ContactField) => `${id}-${field}-error`;
  const field = (
    name: ContactField,
    label: string,
    input: (props: Record<string, unknown>) => ReactElement,
  ) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`}>
        {label}
        {name === 'phone' && <span className={styles.optional}> {t.optional}</span>}
      </label>
      {input({
        id: `${id}-${name}`,
        name,
        value: values[name],
        'aria-invalid': errors[name] ? true : undefined,
        'aria-describedby': errors[name] ? errorId(name) : undefined,
      })}
      {errors[name] && (
        <p id={errorId(name)} className={styles.error}>
          {t.errors[errors[name]]}
        </p>
      )}
    </div>
  );

  return (
    <section className={styles.band} aria-labelledby={`${id}-heading`}>
      <div className={styles.inner}>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>{t.section}</p>
          <h2 id={`${id}-heading`} className={styles.heading}>
            {project ? t.headingProject : t.headingStudio}
          </h2>
          <p className={styles.lead}>{t.lead}</p>
          {project && <p className={styles.about}>{t.aboutProject(project.title)}</p>}
          <p id={`${id}-privacy`} className={styles.privacy}>
            {t.privacy}
          </p>
        </div>
        {sent ? (
          <div ref={done} className={styles.done} role="status" tabIndex={-1}>
            <h3 className={styles.thanks}>{t.thanks(sent.name)}</h3>
            <p>{t.received(sent.email)}</p>
            <button type="button" className={styles.secondary} onClick={() => setSent(null)}>
              {t.another}
            </button>
          </div>
        ) : (
          <form
            className={styles.form}
            noValidate
            onSubmit={(e) => void submit(e)}
            // The proof is made while the visitor writes: "Enviar" rarely waits for it.
            onFocus={() => supply.warm()}
            aria-describedby={`${id}-privacy`}
          >
            {field('name', t.name, (p) => (
              <input
                {...p}
                type="text"
                autoComplete="name"
                maxLength={MESSAGE_LIMITS.name}
                onChange={(e) => change('name')(e.target.value)}
              />
            ))}
            {field('email', t.email, (p) => (
              <input
                {...p}
                type="email"
                autoComplete="email"
                inputMode="email"
                maxLength={MESSAGE_LIMITS.email}
                onChange={(e) => change('email')(e.target.value)}
              />
            ))}
            {field('phone', t.phone, (p) => (
              <input
                {...p}
                type="tel"
                autoComplete="tel"
                maxLength={MESSAGE_LIMITS.phone}
                onChange={(e) => change('phone')(e.target.value)}
              />
            ))}
            {field('message', t.message, (p) => (
              <textarea
                {...p}
                rows={6}
                placeholder={t.messagePlaceholder}
                onChange={(e) => change('message')(e.target.value)}
              />
            ))}
            <p className={styles.count} aria-live="polite">
              {left < COUNT_FROM ? t.charactersLeft(Math.max(0, left)) : ''}
            </p>
            {/* Only robots fill it: off screen, out of the tab order, hidden from screen readers. */}
            <div className={styles.trap} aria-hidden="true">
              <label htmlFor={`${id}-website`}>{t.robotField}</label>
              <input
                id={`${id}-website`}
                name="website"
                type="text"
                tabIndex={-1}
                autoComplete="off"
                value={values.website}
                onChange={(e) => change('website')(e.target.value)}
              />
            </div>
            {failure && (
              <p className={styles.failure} role="alert">
                {t.errors[failure]}
              </p>
            )}
            <button type="submit" className={styles.send} aria-busy={sending || undefined}>
              {sending ? t.sending : t.send}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}

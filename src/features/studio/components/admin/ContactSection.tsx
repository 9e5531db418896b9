import { contactLink } from '../../../../lib/contact-link';
import { englishWords } from '../../../../../core/i18n/english-text';
import { studioEnglish } from '../../../../../core/studio/studio-english';
import type { SocialLink, StudioSettings } from '../../../../../core/studio/studio-settings';
import type { SectionProps } from './save-section';
import { BilingualField } from './BilingualField';
import { SectionCard } from './SectionCard';
import { StudioField } from './StudioField';
import { PHONE_PATTERN, phoneDigits, validateContact, validateEnglish } from './studio-validation';
import { useSection } from './use-section';
import view from '../../../../styles/settings-view.module.css';
import styles from './StudioAdmin.module.css';

type Contact = Pick<StudioSettings, 'phone' | 'contactMessage' | 'social' | 'footerLead' | 'city'> & {
  /** The English chat message and footer lead; '' for none. */
  en: { contactMessage: string; footerLead: string };
};

/** Networks that always have a row (SPEC §2's footer); others can be added and removed. */
const FIXED = ['Facebook', 'Instagram'];

// Contacto: the messaging phone (with the chat links SPEC §7 builds from it), the prefilled
// message, the social links (an empty URL hides the footer icon), the footer's lead and city;
// the message and the lead each with an optional English version.
export function ContactSection({ settings, onSave }: SectionProps) {
  const en = studioEnglish(settings.en);
  const { values, edit, errors, check, saved, setSaved } = useSection<Contact>({
    phone: settings.phone,
    contactMessage: settings.contactMessage,
    social: withFixed(settings.social),
    footerLead: settings.footerLead,
    city: settings.city,
    en: { contactMessage: en.contactMessage ?? '', footerLead: en.footerLead ?? '' },
  });
  const digits = phoneDigits(values.phone);
  const preview = (userAgent: string) =>
    contactLink({ userAgent, phone: digits, message: values.contactMessage });

  const setLink = (i: number, change: Partial<SocialLink>, field: string) =>
    edit({ ...values, social: values.social.map((l, j) => (j === i ? { ...l, ...change } : l)) }, field);

  // The chat message and the footer's lead: each a Spanish text with its English on its right.
  const bilingual = (key: 'contactMessage' | 'footerLead', label: string) => (
    <div className={styles.grid}>
      <BilingualField
        label={label}
        multiline
        es={{
          value: values[key],
          onChange: (text) => edit({ ...values, [key]: text }, key),
          error: errors[key],
        }}
        en={{
          value: values.en[key],
          onChange: (text) => edit({ ...values, en: { ...values.en, [key]: text } }, `en.${key}`),
          error: errors[`en.${key}`],
        }}
      />
    </div>
  );

  async function submit() {
    const english = { 'en.contactMessage': values.en.contactMessage, 'en.footerLead': values.en.footerLead };
    if (!check({ ...validateContact(values), ...validateEnglish(english) })) return;
    const { contactMessage, footerLead } = englishWords(values.en);
    const next: StudioSettings = {
      ...settings,
      phone: digits,
      contactMessage: values.contactMessage.trim(),
      social: values.social.map((l) => ({ network: l.network.trim(), url: l.url.trim() })),
      footerLead: values.footerLead.trim(),
      city: values.city.trim(),
      en: { texts: en.texts, founders: en.founders, contactMessage, footerLead },
    };
    setSaved(await onSave(next));
  }

  return (
    <SectionCard title="Contacto" invalid={Object.keys(errors).length > 0} saved={saved} onSubmit={submit}>
      <StudioField
        label="Teléfono de WhatsApp"
        type="tel"
        inputMode="tel"
        value={values.phone}
        onChange={(phone) => edit({ ...values, phone }, 'phone')}
        error={errors.phone}
        hint="Con lada internacional, por ejemplo 52 55 1234 5678 (México)."
      >
        {/* The links SPEC §7 builds, shown only for a number they can carry. */}
        {PHONE_PATTERN.test(digits) ? (
          <div className={styles.preview} aria-label="Vista previa del enlace de chat">
            <span>
              Celular:{' '}
              <a href={preview('Android')} target="_blank" rel="noopener noreferrer">
                {preview('Android')}
              </a>
            </span>
            <span>
              Computadora:{' '}
              <a href={preview('')} target="_blank" rel="noopener noreferrer">
                {preview('')}
              </a>
            </span>
          </div>
        ) : (
          <p className={styles.preview}>La vista previa del enlace aparece cuando el número es válido.</p>
        )}
      </StudioField>
      {bilingual('contactMessage', 'Mensaje del chat')}
      {values.social.map((link, i) =>
        FIXED.includes(link.network) && i < FIXED.length ? (
          <StudioField
            key={i}
            label={link.network}
            type="url"
            inputMode="url"
            value={link.url}
            onChange={(url) => setLink(i, { url }, `social.${i}.url`)}
            error={errors[`social.${i}.url`]}
            hint="Déjalo vacío para ocultar el ícono del pie de página."
          />
        ) : (
          <div key={i} className={styles.socialRow}>
            <StudioField
              label={`Red social ${i + 1}`}
              value={link.network}
              onChange={(network) => setLink(i, { network }, `social.${i}.network`)}
              error={errors[`social.${i}.network`]}
            />
            <StudioField
              label={`Dirección de la red social ${i + 1}`}
              type="url"
              inputMode="url"
              value={link.url}
              onChange={(url) => setLink(i, { url }, `social.${i}.url`)}
              error={errors[`social.${i}.url`]}
            />
            <button
              type="button"
              className={view.secondary}
              onClick={() => edit({ ...values, social: values.social.filter((_, j) => j !== i) })}
            >
              Quitar
            </button>
          </div>
        ),
      )}
      <div>
        <button
          type="button"
          className={view.secondary}
          onClick={() => edit({ ...values, social: [...values.social, { network: '', url: '' }] })}
        >
          Agregar red social
        </button>
      </div>
      {bilingual('footerLead', 'Texto del pie de página')}
      <StudioField
        label="Ciudad"
        value={values.city}
        onChange={(city) => edit({ ...values, city }, 'city')}
        error={errors.city}
      />
    </SectionCard>
  );
}

/** Facebook and Instagram first (empty if the studio removed them), then the other networks. */
function withFixed(social: SocialLink[]): SocialLink[] {
  const fixed = FIXED.map((network) => social.find((l) => l.network === network) ?? { network, url: '' });
  return [...fixed, ...social.filter((l) => !FIXED.includes(l.network))];
}

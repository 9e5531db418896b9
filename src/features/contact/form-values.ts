import { EMAIL_RULE, MESSAGE_LIMITS, PHONE_RULE } from '../../../core/contact/message-rules';

// The contact form's fields, checked as the database checks them
// (core/contact/message-rules.ts), so a visitor is told what to fix next to the field.

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  /** The hidden field only robots fill. */
  website: string;
}

export type ContactField = 'name' | 'email' | 'phone' | 'message';

/** Which error each field shows: a key of the catalogue's `contact.errors`. */
export type FieldErrors = Partial<
  Record<ContactField, 'name' | 'nameLong' | 'email' | 'phone' | 'message' | 'messageLong'>
>;

export const EMPTY_VALUES: ContactValues = { name: '', email: '', phone: '', message: '', website: '' };

/** What is wrong with each field, in the form's order; empty when the message can go. */
export function checkValues(values: ContactValues): FieldErrors {
  const errors: FieldErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  const message = values.message.trim();
  if (name === '') errors.name = 'name';
  else if (name.length > MESSAGE_LIMITS.name) errors.name = 'nameLong';
  if (email.length > MESSAGE_LIMITS.email || !EMAIL_RULE.test(email)) errors.email = 'email';
  if (phone !== '' && !PHONE_RULE.test(phone)) errors.phone = 'phone';
  if (message === '') errors.message = 'message';
  else if (message.length > MESSAGE_LIMITS.body) errors.message = 'messageLong';
  return errors;
}

/** The fields as sent: trimmed, the phone left out when empty. */
export function sentValues(values: ContactValues) {
  const phone = values.phone.trim();
  return {
    name: values.name.trim().replace(/\s+/g, ' '),
    email: values.email.trim(),
    message: values.message.trim(),
    ...(phone ? { phone } : {}),
    ...(values.website ? { website: values.website } : {}),
  };
}

// The studio's own content: name, contact, social links and texts. One place for each fact;
// a real studio edits this file (and the seed) to make the site its own.

export const STUDIO = {
  name: 'Alba Nogal',
  fullName: 'Alba Nogal · Arquitectura e Interiorismo',
  tagline: 'Arquitectura e interiorismo',
  city: 'Ciudad de México',
  /** Messaging phone number, international format, digits only (SPEC §9: one number). */
  phone: '525512345678',
  /** Prefilled chat message (SPEC §7 "Other"). */
  contactMessage:
    'Hola, estoy interesado en conocer más sobre el estudio y me gustaría ponerme en contacto con ustedes.',
  social: {
    facebook: 'https://www.facebook.com/albanogal.estudio',
    instagram: 'https://www.instagram.com/albanogal.estudio',
  },
} as const;

// The studio's own content: name, contact, social links and texts. One place for each fact;
// a real studio edits this file (and the seed) to make the site its own.

export const STUDIO = {
  name: 'Alba Nogal',
  fullName: 'Alba Nogal · Arquitectura e Interiorismo',
  tagline: 'Arquitectura e interiorismo',
  city: 'Ciudad de México',
  /** ISO 3166 country of the studio's address (structured data). */
  country: 'MX',
  /** Language and region of the site (Open Graph `og:locale`). */
  locale: 'es_MX',
  /** Messaging phone number, international format, digits only (SPEC §9: one number). */
  phone: '525512345678',
  /** Prefilled chat message (SPEC §7 "Other"). */
  contactMessage:
    'Hola, estoy interesado en conocer más sobre el estudio y me gustaría ponerme en contacto con ustedes.',
  social: {
    facebook: 'https://www.facebook.com/albanogal.estudio',
    instagram: 'https://www.instagram.com/albanogal.estudio',
  },
  /** Line under the footer's 'Contáctate con nosotros'. */
  footerLead:
    'Cuéntanos sobre tu casa, tu negocio o tu próximo espacio público. Te respondemos en menos de un día hábil.',
  /** Describes src/assets/footer-bg.webp. */
  footerImageAlt:
    'Casa de una planta al anochecer: ventanales iluminados, celosía de tabique y agaves en el jardín',
} as const;

/**
 * The home page's section headings and short introductions (SPEC §2 "/"): the defaults of the
 * words the panel's 'Estudio' view edits (core/studio/studio-settings.ts). Its other words are in
 * core/i18n/es/home.ts.
 */
export const HOME_TEXTS = {
  offers: {
    eyebrow: 'Qué hacemos',
    heading: 'Arquitectura a la medida de cada escala',
  },
  video: {
    eyebrow: 'El estudio',
    heading: 'Del primer trazo a la obra terminada',
    text: 'Dibujamos a mano, construimos maquetas y visitamos cada obra. Un recorrido breve por nuestra forma de trabajar.',
  },
  recent: {
    eyebrow: 'Portafolio',
    heading: 'Proyectos recientes',
  },
  testimonials: {
    eyebrow: 'Testimonios',
    heading: 'Lo que dicen nuestros clientes',
  },
} as const;

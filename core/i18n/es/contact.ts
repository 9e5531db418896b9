// Spanish words of the contact form (a project's page and /WhoWeAre), loaded with the form's own
// chunk when a visitor reaches it.

export const contact = {
  /** The section's name (its landmark). */
  section: 'Escríbenos',
  headingProject: '¿Te interesa un proyecto así?',
  headingStudio: 'Cuéntanos tu proyecto',
  lead: 'Escríbenos y te responderemos por correo. Si lo prefieres, déjanos también un teléfono.',
  aboutProject: (title: string) => `Tu mensaje llegará al estudio con el nombre de este proyecto: «${title}».`,
  name: 'Nombre',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  optional: '(opcional)',
  message: 'Mensaje',
  messagePlaceholder: '¿Qué tienes en mente? Un espacio, un plazo, una idea…',
  /** The field only robots fill (hidden from people and screen readers). */
  robotField: 'Deja este campo vacío',
  send: 'Enviar mensaje',
  sending: 'Enviando…',
  privacy:
    'Usamos tus datos solo para responderte. Sin cookies ni servicios de terceros: tu navegador resuelve un pequeño cálculo en lugar de un captcha.',
  charactersLeft: (n: number) => `Quedan ${n.toLocaleString('es-MX')} caracteres`,
  errors: {
    name: 'Escribe tu nombre.',
    nameLong: 'El nombre es demasiado largo (máximo 100 caracteres).',
    email: 'Escribe un correo válido, por ejemplo nombre@correo.com.',
    phone: 'El teléfono solo puede llevar números, espacios y los signos + ( ) . / -',
    message: 'Escribe tu mensaje.',
    messageLong: 'El mensaje es demasiado largo (máximo 4000 caracteres).',
    failed: 'No se pudo enviar tu mensaje. Revisa tu conexión e inténtalo de nuevo: lo que escribiste sigue aquí.',
    busy: 'Estamos recibiendo muchos mensajes en este momento. Inténtalo de nuevo en unos minutos: lo que escribiste sigue aquí.',
  },
  thanks: (name: string) => `¡Gracias, ${name}!`,
  received: (email: string) => `Recibimos tu mensaje. Te responderemos a ${email}.`,
  another: 'Escribir otro mensaje',
};

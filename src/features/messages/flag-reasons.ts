import type { MessageFlag } from '../../../core/contact/message-rules';

/** Why the site set a message apart, in the studio's words. */
export const FLAG_REASONS: Record<MessageFlag, string> = {
  honeypot: 'llenó el campo oculto que solo llenan los robots',
  expired: 'se envió con una verificación vencida',
  'limit-email': 'llegaron demasiados mensajes de este correo seguidos',
  'limit-form': 'llegaron demasiados mensajes desde esta página seguidos',
  'limit-site': 'llegaron demasiados mensajes al sitio en una hora',
};

import { MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH } from '../../../core/auth/password-rule';

// Texts of the sign-in flow that are not in SPEC (SPEC's own ones are used verbatim where they
// appear: 'Entrar', 'Iniciando sesión...', 'Correo o contraseña incorrectos').

export const AUTH_TEXTS = {
  invalid: 'Correo o contraseña incorrectos',
  rateLimited: 'Demasiados intentos de inicio de sesión. Espera un minuto y vuelve a intentarlo.',
  unavailable: 'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo nuevamente.',
  sessionExpired: 'Tu sesión expiró. Inicia sesión de nuevo para continuar.',
  signingIn: 'Iniciando sesión...',
  checkingSession: 'Verificando sesión...',
  codeInvalid:
    'El código no es correcto. Revisa que la hora de tu teléfono sea la correcta e inténtalo de nuevo.',
  codeRateLimited: 'Demasiados intentos con el código. Espera un minuto y vuelve a intentarlo.',
  verifyingCode: 'Verificando código...',
  forgotLink: '¿Olvidaste tu contraseña?',
  forgotTitle: 'Restablecer contraseña',
  forgotLead: 'Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.',
  forgotSubmit: 'Enviar enlace',
  forgotSending: 'Enviando...',
  forgotSent:
    'Si el correo corresponde a una cuenta, te enviamos un enlace para elegir una contraseña nueva. Revisa tu bandeja de entrada (y la de spam); el enlace vale una hora.',
  forgotNoMail:
    "Este servidor no envía correos. Pide a otro administrador una contraseña nueva: la da desde 'Cuenta' → 'Administradores' → 'Nueva contraseña'. Si no hay otro, quien administra el servidor la crea con npm run admin -- create-admin <tu correo>.",
  forgotRateLimited: 'Ya pediste varios enlaces. Espera unos minutos antes de pedir otro.',
  backToSignIn: 'Volver a iniciar sesión',
  newPasswordTitle: 'Elige una contraseña nueva',
  newPasswordLead: 'El enlace de tu correo te identificó. Escribe tu nueva contraseña dos veces.',
  newPasswordSubmit: 'Guardar contraseña',
  newPasswordSaving: 'Guardando...',
  newPasswordTooShort: `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres.`,
  newPasswordTooLong: `La contraseña es demasiado larga (máximo ${MAX_PASSWORD_BYTES} bytes).`,
  newPasswordMismatch: 'Las contraseñas no coinciden.',
  newPasswordWeak: 'Elige otra contraseña: esa no es válida.',
  linkExpired: 'El enlace para restablecer la contraseña no es válido o ya venció. Pide uno nuevo.',
} as const;

/** Navigation state /login reads to explain why the administrator is there. */
export interface LoginRouteState {
  notice?: string;
}

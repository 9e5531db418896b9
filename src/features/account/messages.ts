import { MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH } from '../../../core/auth/password-rule';

// Every text of the panel's 'Cuenta' view and of the first sign-in's password change.

export const ACCOUNT_TEXTS = {
  passwordTitle: 'Contraseña',
  passwordLead:
    'Para cambiarla escribe primero la actual. Al cambiarla se cierra la sesión en los demás dispositivos.',
  passwordTooShort: `La nueva contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres.`,
  passwordTooLong: `La nueva contraseña es demasiado larga (máximo ${MAX_PASSWORD_BYTES} bytes).`,
  passwordMismatch: 'Las contraseñas nuevas no coinciden.',
  passwordCurrentMissing: 'Escribe tu contraseña actual.',
  passwordCurrentWrong: 'La contraseña actual no es correcta.',
  passwordSame: 'La nueva contraseña debe ser distinta de la actual.',
  passwordNeedsCode:
    'Para cambiar la contraseña, inicia sesión de nuevo con el código de verificación en dos pasos.',
  passwordRateLimited: 'Demasiados intentos. Espera un minuto y vuelve a intentarlo.',
  passwordFailed: 'No se pudo cambiar la contraseña, inténtalo nuevamente.',
  passwordChanged: 'Contraseña cambiada. Se cerró la sesión en los demás dispositivos.',
  firstPasswordTitle: 'Elige tu contraseña',
  firstPasswordLead:
    'Entraste con una contraseña de un solo uso. Antes de usar el panel, elige una contraseña propia.',

  sessionsTitle: 'Sesiones abiertas',
  sessionsLead: 'Dispositivos donde tu cuenta tiene la sesión iniciada.',
  sessionsUnavailable:
    'Este servidor no informa de las sesiones abiertas. Puedes cerrar igualmente la sesión en los demás dispositivos.',
  sessionsFailed: 'No se pudieron cargar las sesiones, inténtalo nuevamente.',
  signOutOthers: 'Cerrar sesión en los demás dispositivos',
  signedOutOthers: 'Se cerró la sesión en los demás dispositivos.',
  signOutOthersFailed: 'No se pudo cerrar la sesión en los demás dispositivos, inténtalo nuevamente.',
  endSessionFailed: 'No se pudo cerrar esa sesión, inténtalo nuevamente.',
  thisDevice: 'Este dispositivo',

  twoStepTitle: 'Verificación en dos pasos',
  twoStepOff:
    'Además de la contraseña, pide un código de 6 dígitos de una app de autenticación (Google Authenticator, 1Password, Authy…) al iniciar sesión. Así, una contraseña robada no basta para cambiar el sitio.',
  twoStepOn: 'Activada: al iniciar sesión se pide el código de tu app de autenticación.',
  twoStepScan:
    'Escanea este código QR con tu app de autenticación, o escribe la clave a mano. Después escribe el código de 6 dígitos que muestra.',
  twoStepEnabled: 'Verificación en dos pasos activada.',
  twoStepDisabled: 'Verificación en dos pasos desactivada.',
  twoStepCodeInvalid:
    'El código no es correcto. Revisa que la hora de tu teléfono sea la correcta e inténtalo de nuevo.',
  twoStepRateLimited: 'Demasiados intentos con el código. Espera un minuto y vuelve a intentarlo.',
  twoStepNeedsCode: 'Para hacerlo, inicia sesión de nuevo con el código de verificación en dos pasos.',
  twoStepFailed: 'No se pudo completar la verificación en dos pasos, inténtalo nuevamente.',

  adminsTitle: 'Administradores',
  adminsLeadEmbedded:
    'Quienes pueden cambiar el sitio. Al añadir un correo nuevo se crea su cuenta con una contraseña de un solo uso, que deberá cambiar al entrar.',
  adminsLeadHosted:
    'Quienes pueden cambiar el sitio. Crea antes la cuenta en el panel de Supabase (Authentication → Add user) y después añade aquí su correo.',
  adminsFailed: 'No se pudo cargar la lista de administradores, inténtalo nuevamente.',
  adminAddFailed: 'No se pudo añadir el administrador, inténtalo nuevamente.',
  adminRemoveFailed: 'No se pudo quitar el administrador, inténtalo nuevamente.',
  adminNoAccount:
    'No existe ninguna cuenta con ese correo. Créala primero en el panel de Supabase (Authentication → Add user).',
  adminInvalidEmail: 'Escribe un correo electrónico válido.',
  adminLast: 'No se puede quitar al último administrador.',
  adminDenied: 'Solo un administrador puede gestionar administradores.',
  adminNeedsCode:
    'Para gestionar administradores, inicia sesión de nuevo con el código de verificación en dos pasos.',
  adminExistingAdded: (email: string) => `${email} ya puede administrar el sitio.`,
  adminRemoved: (email: string) => `${email} ya no es administrador.`,
} as const;

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
} as const;

/** Navigation state /login reads to explain why the administrator is there. */
export interface LoginRouteState {
  notice?: string;
}

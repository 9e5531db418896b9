import Bowser from 'bowser';

/** "Chrome en Linux", from a session's User-Agent; a generic name when there is none. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Dispositivo desconocido';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name || undefined;
  const os = parsed.os.name || undefined;
  if (browser && os) return `${browser} en ${os}`;
  return browser ?? os ?? 'Dispositivo desconocido';
}

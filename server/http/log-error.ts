/**
 * One log line for an unexpected error. Database errors carry the failed query's parameters
 * (emails, tokens, whatever a client sent) as properties, and `console.error(error)` printed
 * them all: only the error's name, code and a trimmed, escaped message go out, plus the first
 * frames of the stack that point into our own code.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return `non-error thrown: ${escapeForLog(String(error), 120)}`;
  const code = (error as { code?: unknown }).code;
  const frames = (error.stack ?? '')
    .split('\n')
    .slice(1)
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at ') && !line.includes('node_modules') && !line.includes('node:'))
    .slice(0, 3);
  return [
    `${error.name}${typeof code === 'string' ? ` ${code}` : ''}: ${escapeForLog(error.message, 200)}`,
    ...frames,
  ].join(' | ');
}

/** Control characters (CR/LF could forge log lines) shown escaped; long values cut. */
export function escapeForLog(value: string, max: number): string {
  const cut = value.length > max ? `${value.slice(0, max)}…(${value.length} chars)` : value;
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return cut.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

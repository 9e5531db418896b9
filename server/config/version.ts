import { readFileSync } from 'node:fs';

/** The app's version (package.json), reported by /health and written into backups. */
export const APP_VERSION: string = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

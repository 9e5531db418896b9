import { STORAGE_ERRORS } from './errors';

// Supabase Storage accepts only these characters in object keys; keeping the same rule here
// means a name that works on the embedded backend works on a hosted project too.
const SAFE_KEY = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;

/** Refuses empty keys, `..` or `.` segments, absolute paths, control and unsafe characters. */
export function validateObjectKey(key: string): string {
  const invalid = () => STORAGE_ERRORS.invalidKey(key);
  if (key.length === 0 || key.length > 1024) throw invalid();
  if (key.startsWith('/') || key.endsWith('/') || key.includes('//')) throw invalid();
  if (!SAFE_KEY.test(key)) throw invalid();
  if (key.split('/').some((segment) => segment === '..' || segment === '.')) throw invalid();
  return key;
}

/** Bucket MIME rules accept exact types and `type/*` wildcards, as Supabase does. */
export function mimeAllowed(mime: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const type = mime.split(';')[0]!.trim().toLowerCase();
  return allowed.some((rule) => {
    const r = rule.toLowerCase();
    return r.endsWith('/*') ? type.startsWith(r.slice(0, -1)) : r === type;
  });
}

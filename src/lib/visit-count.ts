import { publicDb } from './public-db';

// What the site tells the studio's counter (public.count_visit). Loaded after the page
// is shown (lib/visits.ts). It sends the page, the project it shows, the referring site's host
// and which contact link was followed — nothing that names the visitor: no cookie, nothing
// written to storage; the database tells visitors apart for one day only (see the migration).

let current: { page: string; project: number | null } = { page: '/', project: null };
let referrerSent = false;

/** supabase-js keeps a session as `sb-<project>-auth-token`: the studio itself is browsing. */
function signedIn(): boolean {
  try {
    return Object.keys(localStorage).some((key) => /^sb-.+-auth-token$/.test(key));
  } catch {
    return false; // storage blocked: nobody can be signed in on this browser either
  }
}

/** The host of the site the visitor came from, once per tab; '' for none or this site. */
function referrerHost(): string {
  if (referrerSent) return '';
  referrerSent = true;
  try {
    const host = new URL(document.referrer).hostname.toLowerCase();
    return host === location.hostname ? '' : host.slice(0, 100);
  } catch {
    return '';
  }
}

function send(kind: string, referrer = ''): void {
  if (signedIn()) return;
  // A count that fails is a count missed: the visitor is never shown an error for it.
  void publicDb.rpc('count_visit', { kind, page: current.page, project: current.project, referrer }).then(
    () => {},
    () => {},
  );
}

/** The contact a link leads to: the chat, or the network's name (instagram, facebook…). */
export function contactKind(href: string): string | null {
  let host: string;
  try {
    host = new URL(href).hostname.toLowerCase();
  } catch {
    return null;
  }
  if (host === location.hostname) return null;
  if (/(^|\.)(whatsapp\.com|wa\.me)$/.test(host)) return 'chat';
  const name = host.replace(/^www\./, '').split('.')[0] ?? '';
  return /^[a-z]{1,20}$/.test(name) ? name : null;
}

function onClick(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  const kind = link ? contactKind((link as HTMLAnchorElement).href) : null;
  if (kind) send(kind);
}

let listening = false;

/** Counts a page shown, and from now on the contact links followed from it. */
export function countView(page: string, project: number | null): void {
  current = { page, project };
  if (!listening) {
    listening = true;
    document.addEventListener('click', onClick, { capture: true });
  }
  send('view', referrerHost());
}

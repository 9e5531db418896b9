// Resolving the {name} of /ProjectsGallery/{name} back into a project (SPEC §2, §7).
//
// {name} is `${title}-${subtitle}`, but a title or subtitle may itself contain hyphens
// ('Casa Río-Bravo'), so the split point is not known from the URL alone. Every split point is
// tried and all matches are reported: when more than one project fits, the page says so instead
// of silently showing one of them.

/**
 * Names longer than this (in characters, once decoded) or with more hyphens than
 * MAX_ROUTE_NAME_HYPHENS are answered "not found" before any work: each hyphen is a candidate
 * split (a lookup in the app, a comparison on the server), so an unbounded name was an
 * unbounded amount of work per request (15,000 hyphens froze the server ~1 s). A real
 * `${title}-${subtitle}` is a few dozen characters; a project whose title and subtitle together
 * pass either bound cannot be opened by its URL (docs/SECURITY.md).
 */
export const MAX_ROUTE_NAME_LENGTH = 300;
export const MAX_ROUTE_NAME_HYPHENS = 20;

function countHyphens(text: string): number {
  let n = 0;
  for (let i = text.indexOf('-'); i !== -1; i = text.indexOf('-', i + 1)) n += 1;
  return n;
}

/**
 * True for a name no project can have a URL for within the caps above. Checked on the raw name
 * first (percent-encoding takes at most three characters per byte, a character at most four
 * bytes), so an absurd name is refused without even being decoded.
 */
export function isAbsurdRouteName(routeName: string): boolean {
  if (routeName.length > MAX_ROUTE_NAME_LENGTH * 12) return true;
  const decoded = decodeRouteName(routeName);
  return (
    decoded.length > MAX_ROUTE_NAME_LENGTH ||
    countHyphens(decoded) > MAX_ROUTE_NAME_HYPHENS ||
    countHyphens(routeName) > MAX_ROUTE_NAME_HYPHENS
  );
}

export interface NameSplit {
  title: string;
  subtitle: string;
}

/**
 * The name with its URL encoding removed. The router already decodes path segments but keeps
 * an encoded slash as "%2F"; a name copied from elsewhere may still be fully encoded. A string
 * that is not valid percent-encoding (e.g. a literal "100%", or bytes that are not UTF-8) is kept
 * as it is, and so is one that would decode to a NUL (PostgreSQL text cannot hold it).
 *
 * This is also a project's address key: two projects whose `title-subtitle` decode to
 * the same text would share one URL (`RT 100%41` and `RT 100A`, `a%2Fb` and `a/b`, `%25` and `%`),
 * so the database's unique index is on the same decoding (private.project_address_key,
 * supabase/migrations/20261125000200_project_address_decoded.sql: keep the two in step) and a
 * route matches only the project whose key is the route name's.
 */
export function decodeRouteName(raw: string): string {
  if (!/%[0-9a-fA-F]{2}/.test(raw)) return raw;
  try {
    const decoded = decodeURIComponent(raw);
    return decoded.includes('\u0000') ? raw : decoded;
  } catch {
    return raw;
  }
}

/** Every (title, subtitle) split of `name` at one of its hyphens, first hyphen first. */
export function splitAtHyphens(name: string): NameSplit[] {
  const splits: NameSplit[] = [];
  for (let i = name.indexOf('-'); i !== -1; i = name.indexOf('-', i + 1)) {
    const title = name.slice(0, i);
    const subtitle = name.slice(i + 1);
    // Both fields are required and stored trimmed (SPEC §5), so an empty side cannot match.
    if (title.trim() !== '' && subtitle.trim() !== '') splits.push({ title, subtitle });
  }
  return splits;
}

/**
 * All candidate splits of a route name: those of the name as the router hands it first (a
 * project's own URL gives back exactly its `title-subtitle`), then those of the decoded name when
 * decoding changed it (a name encoded once more), without duplicates. SPEC §7's "title = first
 * part, subtitle = second part" is the first candidate. None for an absurd name
 * (isAbsurdRouteName), so it costs no lookup.
 */
export function candidateSplits(routeName: string): NameSplit[] {
  if (isAbsurdRouteName(routeName)) return [];
  const decoded = decodeRouteName(routeName);
  const all = [...splitAtHyphens(routeName), ...(decoded === routeName ? [] : splitAtHyphens(decoded))];
  const seen = new Set<string>();
  return all.filter((s) => {
    const key = `${s.title}\u0000${s.subtitle}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Whether a project found by one of the candidate splits is the one this route names. */
export function sameAddressKey(routeName: string, project: NameSplit): boolean {
  return decodeRouteName(`${project.title}-${project.subtitle}`) === decodeRouteName(routeName);
}

export interface Resolution<P> {
  /** The project shown: the match of the earliest candidate split. */
  project: P;
  /** Other projects the same name also fits (rare; the page offers them instead of hiding them). */
  alternatives: P[];
}

/**
 * Looks up every candidate split (in parallel, each with SPEC §7's single-row select) and
 * returns the matches in candidate order, or null when no project has this name.
 */
export async function resolveRouteName<P>(
  routeName: string,
  lookup: (title: string, subtitle: string) => Promise<P | null>,
): Promise<Resolution<P> | null> {
  const candidates = candidateSplits(routeName);
  const found = await Promise.all(candidates.map((c) => lookup(c.title, c.subtitle)));
  // Promise.all types its items as Awaited<P>; for the row objects used here that is P.
  // Decoding the route name could reach another project (`RT 100%2541` → `RT 100%41`): only the
  // one with the route's own key counts.
  const matches = (found as (P | null)[]).filter(
    (p, i): p is P => p !== null && sameAddressKey(routeName, candidates[i]!),
  );
  const [project, ...alternatives] = matches;
  if (project === undefined) return null;
  if (alternatives.length > 0) {
    console.warn(`El nombre «${decodeRouteName(routeName)}» coincide con ${matches.length} proyectos.`);
  }
  return { project, alternatives };
}

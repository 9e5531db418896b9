// Resolving the {name} of /ProjectsGallery/{name} back into a project (SPEC §2, §7).
//
// {name} is `${title}-${subtitle}`, but a title or subtitle may itself contain hyphens
// ('Casa Río-Bravo'), so the split point is not known from the URL alone. Every split point is
// tried and all matches are reported: when more than one project fits, the page says so instead
// of silently showing one of them.

export interface NameSplit {
  title: string;
  subtitle: string;
}

/**
 * The name with its URL encoding removed. The router already decodes path segments but keeps
 * an encoded slash as "%2F"; a name copied from elsewhere may still be fully encoded. A string
 * that is not valid percent-encoding (e.g. a literal "100%") is kept as it is.
 */
export function decodeRouteName(raw: string): string {
  if (!/%[0-9a-fA-F]{2}/.test(raw)) return raw;
  try {
    return decodeURIComponent(raw);
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
 * All candidate splits of a route name: those of the decoded name first (the normal case),
 * then those of the name exactly as received when decoding changed it, without duplicates.
 * SPEC §7's "title = first part, subtitle = second part" is the first candidate.
 */
export function candidateSplits(routeName: string): NameSplit[] {
  const decoded = decodeRouteName(routeName);
  const all = [...splitAtHyphens(decoded), ...(decoded === routeName ? [] : splitAtHyphens(routeName))];
  const seen = new Set<string>();
  return all.filter((s) => {
    const key = JSON.stringify([s.title, s.subtitle]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
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
  const matches = found.filter((p) => p !== null) as P[];
  const [project, ...alternatives] = matches;
  if (project === undefined) return null;
  if (alternatives.length > 0) {
    console.warn(`El nombre «${decodeRouteName(routeName)}» coincide con ${matches.length} proyectos.`);
  }
  return { project, alternatives };
}

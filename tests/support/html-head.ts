// Reads a served page's <head> the way a link-preview crawler does (no JavaScript): the title,
// each meta and link element's attributes with HTML entities decoded, and the JSON-LD blocks.

export interface Head {
  title: string | null;
  /** meta content by name or property (the first of each). */
  meta: (key: string) => string | undefined;
  metas: Record<string, string>[];
  links: Record<string, string>[];
  jsonLd: unknown[];
  /** Inline <script type="application/json" id=…> blocks, parsed, by id. */
  data: Record<string, unknown>;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#')
      return String.fromCodePoint(
        code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : Number(code.slice(1)),
      );
    return NAMED[code.toLowerCase()] ?? whole;
  });
}

function attributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of source.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attrs[m[1]!.toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

export function readHead(html: string): Head {
  const end = html.search(/<\/head>/i);
  const head = end === -1 ? html : html.slice(0, end);
  const titles = [...head.matchAll(/<title>([\s\S]*?)<\/title>/gi)];
  if (titles.length > 1) throw new Error(`the head has ${titles.length} <title> elements`);
  const metas = [...head.matchAll(/<meta\b([^>]*)>/gi)].map((m) => attributes(m[1]!));
  const links = [...head.matchAll(/<link\b([^>]*)>/gi)].map((m) => attributes(m[1]!));
  const scripts = [...head.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map((m) => ({
    attrs: attributes(m[1]!),
    body: m[2]!,
  }));
  const data: Record<string, unknown> = {};
  for (const s of scripts)
    if (s.attrs.type === 'application/json' && s.attrs.id) data[s.attrs.id] = JSON.parse(s.body);
  return {
    title: titles[0] ? decodeEntities(titles[0][1]!) : null,
    meta: (key) => metas.find((m) => m.name === key || m.property === key)?.content,
    metas,
    links,
    jsonLd: scripts
      .filter((s) => s.attrs.type === 'application/ld+json')
      .map((s) => JSON.parse(s.body) as unknown),
    data,
  };
}

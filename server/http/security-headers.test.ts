import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, htmlSecurityHeaders, inlineHashes, trustedScripts } from './security-headers';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline blocks in the CSP', () => {
  const html = `<head><style>#a{color:red}</style><script type="module" src="/assets/i.js"></script>
    <script>window.boot=1</script><script type="application/ld+json">{"@type":"Organization"}</script>
    <script type="application/json" id="draw">[1,2]</script></head>`;

  it('allows the inline styles and the scripts that run, by their hash, and nothing else', () => {
    expect(inlineHashes(html)).toEqual({ scripts: [hash('window.boot=1')], styles: [hash('#a{color:red}')] });
  });

  it('names a hosted Supabase project for images, media and API calls', () => {
    const csp = contentSecurityPolicy(html, {
      supabaseUrl: 'https://abc.supabase.co/',
      scripts: trustedScripts(html),
    });
    expect(csp).toContain("img-src 'self' data: blob: https://abc.supabase.co");
    expect(csp).toContain("connect-src 'self' blob: https://abc.supabase.co wss://abc.supabase.co");
    expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' ${hash('window.boot=1')}`);
    expect(csp).not.toContain('unsafe-inline');
  });
});

// Only the scripts the server wrote are hashed, not whatever is in the page.
describe('the CSP of a filled page', () => {
  const template = `<head><script>window.boot=1</script><!--head--></head><body></body>`;
  const page = template.replace('<!--head-->', '<title>x</title><script>robar(document.cookie)</script>');

  it("allows the template's own scripts and no script the content brought", () => {
    const csp = htmlSecurityHeaders(page, { scripts: trustedScripts(template) })['Content-Security-Policy']!;
    expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' ${hash('window.boot=1')};`);
    expect(csp).not.toContain(hash('robar(document.cookie)'));
  });
});

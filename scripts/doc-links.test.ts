// README and docs/ lead where they say: no link to a missing file, to a heading that is not there,
// or out of the repository (scripts/doc-links.ts). The checker itself is tried first on a small
// tree of its own, so a check that finds nothing is known to be able to find something.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { anchorsOf, checkLinks, docFiles } from './doc-links';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

describe('the link checker', () => {
  const tree = mkdtempSync(path.join(tmpdir(), 'doc-links-'));
  afterAll(() => rmSync(tree, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    writeFileSync(path.join(tree, file), text);
  };

  it('names GitHub’s anchors: lowercase, spaces to hyphens, punctuation dropped, accents kept, repeats numbered', () => {
    const anchors = anchorsOf(
      [
        '# Alba Nogal · Arquitectura — panel',
        "## Visits and contacts ('Estadísticas' in the panel)",
        '## Planos from a `PDF`',
        '## Notas',
        '## Notas',
        '## Subir renders y marcar un render 360°',
        '```',
        '# not a heading: a code block',
        '```',
      ].join('\n'),
    );
    expect([...anchors]).toEqual([
      'alba-nogal--arquitectura--panel',
      'visits-and-contacts-estadísticas-in-the-panel',
      'planos-from-a-pdf',
      'notas',
      'notas-1',
      'subir-renders-y-marcar-un-render-360',
    ]);
  });

  it('finds a missing file, a missing anchor, a path out of the repository, and passes the rest', () => {
    write(
      'README.md',
      '# Inicio\n\n[guía](docs/GUIA.md#entrar-al-panel) [aquí](#inicio) [web](https://example.com)\n',
    );
    write(
      'docs/GUIA.md',
      [
        '## Entrar al panel',
        '![captura](images/entrar.png)',
        '[falta](images/nada.png) [sin sección](../README.md#no-existe) [fuera](../../secreto.md)',
        '`[no es enlace](nada.md)`',
      ].join('\n\n'),
    );
    write('docs/images/entrar.png', 'png');
    expect(docFiles(tree)).toEqual(['README.md', 'docs/GUIA.md']);
    expect(checkLinks(tree, docFiles(tree))).toEqual([
      {
        file: 'docs/GUIA.md',
        target: 'images/nada.png',
        problem: `no such file: ${path.join('docs', 'images', 'nada.png')}`,
      },
      {
        file: 'docs/GUIA.md',
        target: '../README.md#no-existe',
        problem: 'no heading of README.md has the anchor #no-existe',
      },
      { file: 'docs/GUIA.md', target: '../../secreto.md', problem: 'leads outside the repository' },
    ]);
  });
});

describe('README.md and docs/', () => {
  it('every relative link leads to a file of the repository and to a heading it has', () => {
    const files = docFiles(ROOT);
    expect(files).toContain('README.md');
    expect(checkLinks(ROOT, files)).toEqual([]);
  });
});

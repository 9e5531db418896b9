import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layers eslint.config.js enforces, proven against the real configuration: each snippet
// below breaks one rule and must be reported by it, so a rule switched off or a zone mistyped
// fails here instead of letting the next violation through unnoticed. The snippets are linted as
// if they were files at the given paths; nothing is written to disk.

const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

/** The rules reported for `code` as the file at `file` (a path from the repository's root). */
async function rulesReported(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// The first lint loads the configuration, its plugins and TypeScript's parser: seconds, not ms.
describe('the layers eslint enforces', { timeout: 60_000 }, () => {
  it('lets core/ import core/', async () => {
    const code = "import { STUDIO } from '../../core/studio/studio';\nexport const name = STUDIO.name;\n";
    expect(await rulesReported('core/page/probe.ts', code)).toEqual([]);
  });

  it('reports core/ importing src/', async () => {
    const code = "import { lookup } from '../../src/lib/lookup';\nexport const probe = lookup;\n";
    expect(await rulesReported('core/page/probe.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('reports core/ importing React or a Node builtin', async () => {
    const react = "import { useState } from 'react';\nexport const probe = useState;\n";
    const node = "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n";
    const bare = "import { readFileSync } from 'fs';\nexport const probe = readFileSync;\n";
    expect(await rulesReported('core/page/probe.ts', react)).toContain('no-restricted-imports');
    expect(await rulesReported('core/page/probe.ts', node)).toContain('no-restricted-imports');
    expect(await rulesReported('core/page/probe.ts', bare)).toContain('no-restricted-imports');
  });

  it('reports server/ importing src/', async () => {
    const code = "import { lookup } from '../../src/lib/lookup';\nexport const probe = lookup;\n";
    expect(await rulesReported('server/http/probe.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('lets server/ import core/', async () => {
    const code = "import { STUDIO } from '../../core/studio/studio';\nexport const name = STUDIO.name;\n";
    expect(await rulesReported('server/http/probe.ts', code)).toEqual([]);
  });

  it('reports src/lib importing a feature or the app', async () => {
    const feature = "import { homeSliderReducer } from '../../src/features/projects/home-slider-state';\nexport const probe = homeSliderReducer;\n";
    const app = "import { AppRoutes } from '../../src/app/router';\nexport const probe = AppRoutes;\n";
    expect(await rulesReported('src/lib/probe.ts', feature)).toContain('import-x/no-restricted-paths');
    expect(await rulesReported('src/components/probe.ts', app)).toContain('import-x/no-restricted-paths');
  });

  it('reports a feature importing another feature', async () => {
    const code = "import { homeSliderReducer } from '../projects/home-slider-state';\nexport const probe = homeSliderReducer;\n";
    expect(await rulesReported('src/features/gallery/probe.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('reports an import cycle', async () => {
    // core/page/page-meta.ts imports core/studio/studio.ts: studio.ts importing page-meta.ts back
    // closes a circle of two files.
    const code = "import { pageTitle } from '../../core/page/page-meta';\nexport const STUDIO = { name: 'x', title: pageTitle };\n";
    expect(await rulesReported('core/studio/studio.ts', code)).toContain('import-x/no-cycle');
  });
});

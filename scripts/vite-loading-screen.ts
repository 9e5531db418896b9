import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { loadingScreenMarkup } from '../core/page/loading-screen-markup';

/**
 * Writes the branded loading screen into index.html: its markup first in <body> and
 * its CSS in a <style> block of the head, so the browser paints it from the HTML and the
 * stylesheet alone, before any JavaScript arrives. `cssFiles` are the files that block holds:
 * the screen's, and the served hero's (its markup is the server's, per page). No inline
 * style attributes or handlers: a Content-Security-Policy can allow the block by its hash.
 */
export function loadingScreenInHtml(cssFiles: string[]): Plugin {
  return {
    name: 'loading-screen-in-html',
    transformIndexHtml: (html) => ({
      html: html.replace(/<body>/, `<body>\n    ${loadingScreenMarkup()}`),
      tags: [
        {
          tag: 'style',
          children: cssFiles.map((file) => readFileSync(file, 'utf8')).join('\n'),
          injectTo: 'head',
        },
      ],
    }),
  };
}

import type { Plugin } from 'vite';

// React Router's default error element ("Unexpected Application Error!", its inline styles, the
// error's stack) is created when its module loads, so every public page carried it (~0.2 KiB gzip
// of a budget with almost no room), yet only a data router ever renders it: in declarative mode,
// which the site uses (src/app/router.tsx), routes' errors reach our own boundary
// (src/app/layout/RouteErrorBoundary.tsx). This plugin empties that component in the production
// build. It fails the build if React Router's code no longer has the shape it expects, so an
// upgrade cannot silently stop doing it or cut something else.

const START = 'function DefaultErrorComponent() {';
const END = 'var defaultErrorElement = ';

export function dropRouterDefaultErrorElement(): Plugin {
  return {
    name: 'drop-router-default-error-element',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/react-router/dist/production/') || !code.includes(START)) return null;
      const start = code.indexOf(START);
      const end = code.indexOf(END, start);
      if (end === -1 || code.indexOf(START, start + 1) !== -1)
        throw new Error(
          `${id}: React Router's default error element changed shape; update ${import.meta.url}`,
        );
      return {
        code: `${code.slice(0, start)}function DefaultErrorComponent() { return null; }\n${code.slice(end)}`,
        map: null,
      };
    },
  };
}

import type * as Spanish from './es';

// The shape of a language's catalogue, read off the Spanish one (es.ts): the English catalogue
// (en.ts) is typed by it, and the app's useTexts (src/i18n/texts.ts) picks between the two.

/** A section of the Spanish catalogue, with its literal strings widened to `string`. */
export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : { [K in keyof T]: Widen<T[K]> };

/** The shape every language's catalogue has: es.ts's, key for key. */
export type Catalogue = { [K in keyof typeof Spanish]: Widen<(typeof Spanish)[K]> };

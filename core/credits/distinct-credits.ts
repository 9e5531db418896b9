// Each credit once (the project page's 'Créditos' block): apart from credit.ts, so only the
// project page carries it.
import type { Credit } from './credit';

/** The same person in the same role, however the studio spaced or capitalised the name. */
export function creditKey(credit: Credit): string {
  return `${credit.role ?? ''}\u0000${credit.name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('es')}`;
}

/** Each credit once, in the order first met (the page's 'Créditos' block, the JSON-LD's contributors). */
export function distinctCredits(credits: readonly (Credit | null | undefined)[]): Credit[] {
  const seen = new Map<string, Credit>();
  for (const credit of credits)
    if (credit && !seen.has(creditKey(credit))) seen.set(creditKey(credit), credit);
  return [...seen.values()];
}

// Finding a card of the panel by its heading, as the architect finds it on screen: shared by the
// steps of the guide's pictures.
import type { Locator, Page } from 'playwright-core';

/** A card of the project's editor by its heading ('Portada', 'Renders', 'Planos'…). */
export function card(page: Page, heading: string): Locator {
  return page
    .locator('section, form')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^${heading}\\s*\\d*$`) }) })
    .last();
}

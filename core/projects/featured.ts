// The home page's five projects chosen at random (SPEC §2, §4). The server that serves the page
// may draw them itself, so that it can preload the first slide's image in the <head> (
// the largest image found in the first bytes); it hands its draw to the app in a JSON block.
// Without that block (dev server, a static host) the app draws on its own.

/** id of the `<script type="application/json">` holding the server's draw: project ids in order. */
export const FEATURED_ELEMENT_ID = 'featured-projects';

import { pickRandomInOrder } from './shuffle';

// The home page's five projects chosen at random (SPEC §2, §4). The server that serves the page
// may draw them itself, so that it can preload the first slide's image in the <head> (issue 12:
// the largest image found in the first bytes); it hands its draw to the app in a JSON block.
// Without that block (dev server, a static host) the app draws on its own.

/** id of the `<script type="application/json">` holding the server's draw: project ids in order. */
export const FEATURED_ELEMENT_ID = 'featured-projects';

/** The server's draw, read once: a later visit to the home page in the same tab draws anew. */
function takeServerDraw(): unknown {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(FEATURED_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '');
  } catch {
    return null;
  }
}

/** `count` projects chosen at random: the server's draw when it names projects that still exist. */
export function chooseFeatured<P extends { id: number }>(projects: readonly P[], count: number): P[] {
  const draw = takeServerDraw();
  if (Array.isArray(draw)) {
    const byId = new Map(projects.map((p) => [p.id, p]));
    const chosen = draw.map((id) => byId.get(Number(id))).filter((p): p is P => p !== undefined);
    if (chosen.length === draw.length && chosen.length === Math.min(count, projects.length)) return chosen;
  }
  return pickRandomInOrder(projects, count);
}

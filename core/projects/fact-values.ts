// The fact sheet's allowed values that the gallery's filters need too, apart from the readers of
// its lists (facts.ts), so the gallery's page carries only these few bytes.

export const PROJECT_STATUSES = ['built', 'under-construction', 'design', 'competition'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** The years the database accepts for `year_number` and an award's or publication's year. */
export const YEAR_RANGE = { min: 1500, max: 2200 } as const;
/** The longest city, country, collaborator's role or name the database accepts. */
export const PLACE_MAX = 120;

export function isProjectStatus(value: unknown): value is ProjectStatus {
  return PROJECT_STATUSES.includes(value as ProjectStatus);
}

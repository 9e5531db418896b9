import type { ImageDescriptions } from '../../core/database-shapes';

/** The key that remounts a DescriptionField once its stored descriptions change (a save, a reload). */
export function descriptionsKey(value: ImageDescriptions): string {
  return `${value.description ?? ''}\u0000${value.description_en ?? ''}`;
}

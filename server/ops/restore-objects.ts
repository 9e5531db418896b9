import { objectRowProblem } from '../storage/object-metadata';
import { RestoreError } from './restore-manifest';

/**
 * A backup's storage.objects rows, refused whole if one of them could not be served (a type or
 * ETag with CR/LF or characters a header cannot carry, metadata that is not an object) or names
 * no file of its own. Checked before the restored database is built, so the target is untouched.
 */
export function checkObjectRows(rows: unknown): { id: string }[] {
  if (!Array.isArray(rows))
    throw new RestoreError("The backup's storage.objects rows are not a list; nothing was changed.");
  for (const row of rows) {
    const problem = objectRowProblem(row);
    if (problem)
      throw new RestoreError(`The backup's storage.objects holds ${problem}; nothing was changed.`);
  }
  return rows as { id: string }[];
}

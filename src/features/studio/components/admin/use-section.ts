import { useState } from 'react';
import type { FieldErrors } from './studio-validation';

// A section's draft, its validation messages and whether its last save went through. Editing a
// field clears that field's message and the "saved" note.
export function useSection<T>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);

  function edit(next: T, field?: string) {
    setValues(next);
    setSaved(false);
    if (field && errors[field]) {
      const rest = { ...errors };
      delete rest[field];
      setErrors(rest);
    }
  }

  /** Validates; true when there is nothing to fix. */
  function check(found: FieldErrors): boolean {
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  return { values, setValues, edit, errors, check, saved, setSaved };
}

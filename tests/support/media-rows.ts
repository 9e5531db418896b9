import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../core/database-shapes';

/** Every project, and every render, blueprint and gallery photo (the rows naming stored images), as `db` reads them. */
export async function mediaRows(db: SupabaseClient<Database>) {
  const [projects, renders, blueprints, photos] = await Promise.all([
    db.from('Project').select('*'),
    db.from('Render').select('*'),
    db.from('Blueprint').select('*'),
    db.from('Gallery').select('*'),
  ]);
  for (const answer of [projects, renders, blueprints, photos])
    if (answer.error) throw new Error(answer.error.message);
  return { projects: projects.data!, images: [...renders.data!, ...blueprints.data!, ...photos.data!] };
}

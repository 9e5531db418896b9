import type { Json } from '../../../../core/database-shapes';
import { publicDb } from '../../../lib/public-db';

// Read of the studio's settings. The one row of public."Studio", as stored: callers
// merge it over the defaults (core/studio/studio-settings.ts). A failed or empty read yields null
// (SPEC §8: logged, the page shows the defaults).

export async function getStoredStudioSettings(): Promise<Json | null> {
  try {
    const { data, error } = await publicDb.from('Studio').select('settings').eq('id', 1);
    if (error) throw error;
    return data?.[0]?.settings ?? null;
  } catch (error) {
    console.error('No se pudieron cargar los datos del estudio:', error);
    return null;
  }
}

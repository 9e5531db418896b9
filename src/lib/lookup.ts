// SPEC §8: a lookup that fails is logged and yields an empty list or null, so the page shows
// nothing instead of crashing.
interface Result<T> {
  data: T | null;
  error: { message: string } | null;
}

export async function listOrEmpty<T>(what: string, query: PromiseLike<Result<T[]>>): Promise<T[]> {
  try {
    const { data, error } = await query;
    if (error) throw error;
    return data ?? [];
  } catch (error) {
    console.error(`No se pudo cargar ${what}:`, error);
    return [];
  }
}

export async function oneOrNull<T>(what: string, query: PromiseLike<Result<T>>): Promise<T | null> {
  try {
    const { data, error } = await query;
    if (error) throw error;
    return data;
  } catch (error) {
    console.error(`No se pudo cargar ${what}:`, error);
    return null;
  }
}

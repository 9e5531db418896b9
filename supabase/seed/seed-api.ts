// What the demo-content loader (supabase/seed/load.ts) may do on first start. The loader declares
// it here and the embedded backend provides it (server/seed.ts), so the seed imports nothing of
// the server: the arrow runs from the server to the seed, never back.
export interface SeedApi {
  /** Runs SQL as the database owner (row-level security does not apply). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /**
   * Stores a file in the Gallery bucket under `name` (a storage.objects row and the bytes on
   * disk) and returns the public URL to save in records:
   * `/storage/v1/object/public/Gallery/<percent-encoded name>` (relative, so it keeps working
   * when the server's port or host changes).
   */
  putObject(name: string, bytes: Uint8Array, contentType: string): Promise<string>;
}

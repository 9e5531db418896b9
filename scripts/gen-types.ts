// `npm run gen:types`: writes core/database.types.ts from supabase/migrations (see
// database-types.ts). Run it after adding a migration; tests/integration/database-types.test.ts
// fails until the checked-in file matches.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from './database-types';

await writeFile(DATABASE_TYPES_FILE, await generateDatabaseTypes());
console.log(`Wrote ${path.relative(process.cwd(), DATABASE_TYPES_FILE)}`);

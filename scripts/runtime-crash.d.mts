/** See runtime-crash.mjs. */
export function runtimeCrash(output: string): string | null;

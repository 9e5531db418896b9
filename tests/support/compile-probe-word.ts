/** The second module of tests/support/compile-probe.ts. */
export const probeWord = (): string => 'compiled';

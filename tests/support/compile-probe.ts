// A TypeScript entry for tests/integration/root-compile-cache.test.ts: two modules compiled by tsx,
// so a run leaves compiled code wherever its cache is.
import { probeWord } from './compile-probe-word';

const word: string = probeWord();
console.log(`${word} and run`);

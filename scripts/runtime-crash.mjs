// Whether a test stage died because Node's JavaScript engine itself aborted — V8's own checks
// ("# Fatal error in …", "Check failed: …") printed by a worker before it dies, after which
// Vitest loses its channel to that worker — rather than because a test failed. Seen once in a
// clean-clone run: PGlite's WebAssembly freed inside V8 tripped one of V8's bookkeeping checks
// in the integration suite's then single long-lived fork, with every test until then passing.
// The suite now gives each file a fork of its own (vitest.config.ts), which keeps any one worker
// from living through the whole suite's backends; but the same abort is reported upstream in
// processes that made only a few PGlite instances, and no Node 24 release fixes it
// (docs/TESTING.md, "The integration suite's workers"). Such a stage says nothing about the
// product, so `npm test` runs it again, once, and says so; a test failing (an assertion, a
// timeout) is never taken for one.

const V8_ABORT = /^# Fatal error in .*$|^# Check failed: .*$/m;

/** The engine's own abort message in a stage's output, or null when there is none. */
export function runtimeCrash(output) {
  const found = V8_ABORT.exec(output);
  return found ? found[0].replace(/^#\s*/, '') : null;
}

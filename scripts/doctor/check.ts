/** One line of the doctor's report (its own file: every group of checks returns these). */
export interface Check {
  name: string;
  ok: boolean;
  /** What was seen, in a few words. */
  seen: string;
  /** How to fix it; empty when ok. */
  fix: string;
}

import type { ContactChallenge } from '../../../../core/contact/message-rules';
import { solveHere } from './solve-here';

// The contact form's proof of work, off the page's thread: its tens of thousands of hashes never
// hold up scrolling or typing (src/features/contact/proof/solve.ts starts it).
self.onmessage = (event: MessageEvent<ContactChallenge>) => {
  solveHere(event.data).then(
    (solution) => self.postMessage({ solution }),
    (error: unknown) => self.postMessage({ error: String(error) }),
  );
};

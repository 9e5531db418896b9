// The page model.ts draws the demo model's poster on: the panel's own drawPoster, on `window`.
import { drawPoster } from '../../src/lib/models/model-poster.ts';

(window as unknown as { drawPoster: typeof drawPoster }).drawPoster = drawPoster;

import { describe, expect, it } from 'vitest';
import { foldPairs } from './pair-slides';

describe('render and built photograph', () => {
  it('shows a pair as one slide where the render stands, the photograph no longer on its own', () => {
    const slides = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    expect(foldPairs(slides, [{ id_render: 3, id_photo: 1 }])).toEqual([
      { id: 2 },
      { id: 3, photo: { id: 1 } },
      { id: 4 },
    ]);
  });

  it('leaves both slides alone when half of a pair is not on the page', () => {
    const slides = [{ id: 1 }, { id: 2 }];
    expect(
      foldPairs(slides, [
        { id_render: 1, id_photo: 9 },
        { id_render: 8, id_photo: 2 },
      ]),
    ).toEqual(slides);
  });
});

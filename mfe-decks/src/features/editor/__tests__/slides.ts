import type { Slide } from '@kuza/contracts';

/** A small deck for editor tests: a title slide and two content slides. */
export function someSlides(): Slide[] {
  return [
    { id: 'a', type: 'title', title: 'SokoFresh', content: 'Fresh produce, delivered', bullets: [], notes: '' },
    {
      id: 'b',
      type: 'content',
      title: 'Problem',
      content: 'Farmers lose 40% of harvests.',
      bullets: ['No cold chain'],
      notes: '',
    },
    {
      id: 'c',
      type: 'content',
      title: 'Solution',
      content: '',
      bullets: ['Solar cold rooms', 'Pay per crate'],
      notes: '',
    },
  ];
}

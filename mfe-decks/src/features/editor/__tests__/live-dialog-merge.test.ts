import type { Slide } from '@kuza/contracts';
import { onCurrentSlide } from '../live/dialog-merge';

const opened: Slide = {
  id: 'problem',
  type: 'content',
  title: 'Problem',
  content: '',
  bullets: ['Traders lose 40% of produce', 'No cold storage near markets'],
  notes: '',
} as Slide;

describe('a text dialog saved while a teammate edited the slide live', () => {
  it("keeps the teammate's words in the same bullet and the other fields they changed", () => {
    const current = {
      ...opened,
      title: 'The problem',
      bullets: ['Nairobi traders lose 40% of produce', opened.bullets[1]!],
    };
    const changes = { bullets: ['Traders lose 40% of produce in a week', opened.bullets[1]!] };
    expect(onCurrentSlide(opened, current, changes)).toEqual({
      bullets: ['Nairobi traders lose 40% of produce in a week', 'No cold storage near markets'],
    });
  });
});

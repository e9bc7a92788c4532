import { mergeText } from '@kuza/app/live';
import type { Slide } from '@kuza/contracts';

/**
 * A text dialog's changes put on the slide as it is now: a teammate may have changed the same
 * title, text or bullets live while the dialog was open (on `opened`). Each field is merged
 * three-way, the bullets as their lines, so the dialog's save keeps the teammate's words.
 */
export function onCurrentSlide(opened: Slide, current: Slide, changes: Partial<Slide>): Partial<Slide> {
  const merged = { ...changes };
  for (const field of ['title', 'content'] as const) {
    const mine = changes[field];
    if (mine !== undefined) merged[field] = mergeText(opened[field], mine, current[field]);
  }
  if (changes.bullets) {
    const lines = mergeText(opened.bullets.join('\n'), changes.bullets.join('\n'), current.bullets.join('\n'));
    merged.bullets = lines.split('\n').filter((line) => line.trim() !== '');
  }
  return merged;
}

import { mergeText } from '@kuza/app/live';
import type { OutlineSection } from '@kuza/contracts';

export type OutlineText = Pick<OutlineSection, 'title' | 'description'>;

/**
 * A section's form saved onto the section as it is now: a teammate may have changed its title or
 * description live while the form was open on `opened`. Each is merged three-way, so both keep their words.
 */
export function onCurrent(
  opened: OutlineSection | undefined,
  current: OutlineSection,
  value: OutlineText,
): OutlineText {
  if (!opened || opened.id !== current.id) return value;
  return {
    title: mergeText(opened.title, value.title, current.title),
    description: mergeText(opened.description, value.description, current.description),
  };
}

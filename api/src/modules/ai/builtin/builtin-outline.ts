/**
 * The builtin outline: the spec's 12 slides, adapted to the objective, each described by the fact
 * it will be written from, or by the question that gets the fact when the founder has not given it.
 */
import { missingPrompt, sectionKey, type FactSheet, type OutlineSection } from '@kuza/contracts';
import type { ObjectiveKind } from './deck-facts';
import { deckSections } from './deck-roles';
import type { DocumentLanguage } from '@kuza/i18n';
import { clampText, slugify } from '../text/text';
import { fundsLine } from '../text/fact-sheet';
import { sayInDocument } from '../text/language';

const MAX_DESCRIPTION = 220;

/** Outline ids are stable (position + title) so regenerating the same brief gives the same outline. */
export function sectionId(index: number, title: string): string {
  return `section-${String(index + 1).padStart(2, '0')}-${slugify(title, 32)}`;
}

type Section = Pick<OutlineSection, 'title' | 'role'>;

function factText(section: Section, facts: FactSheet, startupName: string): string {
  const key = sectionKey(section, startupName);
  switch (key) {
    case 'company':
      return [facts.company?.text, facts.oneLiner?.text].filter(Boolean).join(': ');
    case 'team':
      return facts.team.map((member) => `${member.name} (${member.role})`).join(', ');
    case 'useOfFunds':
      return facts.useOfFunds.map(fundsLine).join(', ');
    case 'milestones':
      return facts.milestones.map((item) => item.text).join(' ');
    case 'financials':
      return facts.traction?.text ?? '';
    case 'solution':
      return (facts.solution ?? facts.oneLiner)?.text ?? '';
    case 'product':
      return (facts.product ?? facts.solution)?.text ?? '';
    case 'ask':
      return facts.ask?.text ?? '';
    case undefined:
      return '';
    default: {
      const fact = facts[key];
      return fact && 'text' in fact ? fact.text : '';
    }
  }
}

/** What a section will say: its fact, else the question that gets it (shown on the outline page). */
export function describeSection(
  section: Section,
  facts: FactSheet,
  startupName: string,
  language: DocumentLanguage = 'en',
): string {
  const key = sectionKey(section, startupName);
  const question = key ? missingPrompt(key, facts, sayInDocument(language)) : '';
  const text = factText(section, facts, startupName) || question || '';
  return clampText(text, MAX_DESCRIPTION);
}

export function builtinOutline(
  kind: ObjectiveKind,
  facts: FactSheet,
  startupName: string,
  language: DocumentLanguage = 'en',
): OutlineSection[] {
  return deckSections(kind, language).map((section, index) => ({
    id: sectionId(index, section.title),
    ...section,
    description: describeSection(section, facts, startupName, language),
  }));
}

/**
 * What an application is written from: the deck's confirmed fact sheet, plus the founding year,
 * sector and name from the deck's form. Each fact key gives the founder's own sentences; nothing here
 * writes a word the founder did not give, beyond joining a person's name and role.
 */
import { createHash } from 'node:crypto';
import { missingPrompt, readFigures, type FactKey, type FactSheet } from '@kuza/contracts';
import { fundsLine } from '../ai/text/fact-sheet';
import { sentences, squish } from '../ai/text/text';

export interface ApplicationFacts {
  sheet: FactSheet;
  /** From the deck's form: the name, the sector and the founding year, when given. */
  startupName?: string;
  industry?: string;
  yearFounded?: number;
}

/** The questions for keys the facts panel does not ask about (it asks from slides, which have none of these). */
const OWN_PROMPTS: Partial<Record<FactKey, string>> = {
  company: 'No company description yet: what does the company do, in a sentence or two?',
  oneLiner: 'No one-liner yet: what do you do, and for whom, in one sentence?',
  audience: 'No customers yet: who buys from you, and where are they?',
};

const text = (fact: { text?: string } | undefined) => squish(fact?.text);
/** A line ended as a sentence, its words left as the founder wrote them (no capital added: 'iPhone', an e-mail). */
const sentence = (line: string) => {
  const flat = squish(line);
  return !flat || /[.!?…]$/.test(flat) ? flat : `${flat}.`;
};
const withMoney = (line: string) => readFigures(line).some((figure) => figure.currency && !figure.percent);

/** The founder's sentences for one fact, each ending as a sentence does; none when the sheet lacks it. */
export function factSentences(key: FactKey, sheet: FactSheet): string[] {
  const said = (value: string | undefined) => sentences(value).map(sentence).filter(Boolean);
  switch (key) {
    case 'oneLiner':
      return said(text(sheet.oneLiner)).length ? said(text(sheet.oneLiner)) : said(text(sheet.solution)).slice(0, 1);
    case 'solution':
      return said(text(sheet.solution) || text(sheet.oneLiner));
    case 'product':
      return said(text(sheet.product) || text(sheet.solution));
    case 'traction':
      if (text(sheet.traction)) return said(text(sheet.traction));
      return sheet.customers.map((quantity) =>
        sentence(`${quantity.figure} ${quantity.unit}${quantity.date ? ` (${quantity.date})` : ''}`),
      );
    case 'financials':
      return said(text(sheet.traction)).filter(withMoney);
    case 'market':
      if (text(sheet.market)) return said(text(sheet.market));
      return (sheet.market?.sizes ?? []).map((size) =>
        sentence(
          `${size.label ? `${size.label}: ` : ''}${size.figure} ${size.unit}${size.basis ? ` (${size.basis})` : ''}`,
        ),
      );
    case 'competition': {
      const lines = said(text(sheet.competition));
      const advantage = squish(sheet.competition?.advantage);
      return advantage && !text(sheet.competition).includes(advantage) ? [...lines, ...said(advantage)] : lines;
    }
    case 'team':
      return sheet.team.map((person) =>
        sentence(`${squish(person.name)}, ${squish(person.role)}${person.bio ? `: ${squish(person.bio)}` : ''}`),
      );
    case 'useOfFunds':
      return sheet.useOfFunds.length ? [sentence(sheet.useOfFunds.map(fundsLine).join('; '))] : [];
    case 'milestones':
      return sheet.milestones.flatMap((milestone) => said(milestone.text));
    case 'contact':
      // An address or a number, as written: no full stop after it.
      return text(sheet.contact) ? [text(sheet.contact)] : [];
    default:
      return said(text(sheet[key]));
  }
}

/** The question for a needed fact the sheet lacks, or undefined when the sheet has it. */
export function missingQuestion(key: FactKey, sheet: FactSheet): string | undefined {
  const own = OWN_PROMPTS[key];
  if (own) return factSentences(key, sheet).length ? undefined : own;
  return missingPrompt(key, sheet) ?? (factSentences(key, sheet).length ? undefined : missingPrompt(key, emptySheet));
}

const emptySheet: FactSheet = { customers: [], team: [], useOfFunds: [], milestones: [] };

/** What a fact key reads of the sheet, without where it came from or whether it was confirmed. */
function factPart(key: FactKey, sheet: FactSheet): unknown {
  switch (key) {
    case 'oneLiner':
    case 'solution':
      return [sheet.oneLiner?.text, sheet.solution?.text];
    case 'product':
      return [sheet.product?.text, sheet.solution?.text];
    case 'traction':
    case 'financials':
      return [sheet.traction?.text, sheet.customers.map(({ value, unit, date }) => [value, unit, date])];
    case 'team':
      return sheet.team.map(({ name, role, bio }) => [name, role, bio]);
    case 'useOfFunds':
      return sheet.useOfFunds.map(({ label, percent }) => [label, percent]);
    case 'milestones':
      return sheet.milestones.map((milestone) => milestone.text);
    case 'market':
      return [sheet.market?.text, (sheet.market?.sizes ?? []).map(({ label, value, unit }) => [label, value, unit])];
    case 'competition':
      return [sheet.competition?.text, sheet.competition?.advantage];
    default:
      // The founder's words: what is read from them (an ask's amount, a price) follows them.
      return sheet[key]?.text ?? null;
  }
}

/** A fingerprint of what a fact key reads: an answer drafted from it is stale once it differs. */
export function factFingerprint(key: FactKey, sheet: FactSheet): string {
  return createHash('sha256')
    .update(JSON.stringify(factPart(key, sheet) ?? null))
    .digest('hex')
    .slice(0, 16);
}

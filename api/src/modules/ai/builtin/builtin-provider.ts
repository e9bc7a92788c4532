/**
 * The builtin provider: offline, deterministic (same brief → same deck) and fast (a 12-slide deck
 * in a few milliseconds). It phrases DeckFacts into slides; nothing here calls the network.
 */
import {
  emptyFactSheet,
  factKeyOf,
  speakerNotes,
  withChosenLayout,
  type FactKey,
  type FactSheet,
  type OutlineSection,
  type Slide,
} from '@kuza/contracts';
import { builtinOutline, describeSection } from './builtin-outline';
import { builtinSections, builtinSummary } from './builtin-resume';
import { builtinRewrite } from './builtin-rewrite';
import { body, slideFact, slideFromFacts, type SectionOfFact, type SlideBody, type SlideContext } from './fact-slides';
import { deckFacts, UNNAMED, type DeckFacts } from './deck-facts';
import { pitchLanguage } from '@kuza/contracts/pitch';
import type { DocumentLanguage } from '@kuza/i18n';
import { AiProviderError } from '../provider/errors';
import { isAnyFactPrompt as isFactPrompt, sayInDocument } from '../text/language';
import { factsOfBrief } from '../text/fact-sheet';
import { outlineFromText } from '../text/outline-from-text';
import type { AiProvider, DeckBrief } from '../provider/provider';
import { sentences, slideId, squish, squishLines, withoutFullStop } from '../text/text';

/** A text without the facts panel's questions in it: they are asked there, never said on a slide. */
const withoutPrompts = (text: string) => {
  const said = sentences(text);
  return said.some(isFactPrompt) ? said.filter((line) => !isFactPrompt(line)).join(' ') : text;
};

/** The builtin provider: its slides are also the drafts the OpenAI provider falls back to, slide by slide. */
export type BuiltinProvider = AiProvider;

/** The names a slide may use besides its facts: the company, its sector, who its customers are. */
export function slideContext(facts: FactSheet, derived: DeckFacts, language?: DocumentLanguage): SlideContext {
  return {
    name: facts.company?.text || derived.name,
    named: Boolean(facts.company?.text || derived.name !== UNNAMED),
    // The few joining words a slide adds ('is raising', 'today') in the founder's language.
    language:
      language ??
      pitchLanguage(
        Object.values(facts)
          .map((fact) => (fact && typeof fact === 'object' && 'text' in fact ? String(fact.text) : ''))
          .join(' '),
      ),
    noun: derived.profile.noun,
    audience: facts.audience?.text || derived.profile.customer.many,
  };
}

/** A sentence as slides are compared: lower case, without its full stop. */
const sentenceKey = (line: string) => withoutFullStop(line).toLowerCase();
const sentencesOf = (slide: Pick<Slide, 'content' | 'bullets'>) => [slide.content, ...slide.bullets].flatMap(sentences);
/** What a slide says (lead and bullets), sentence by sentence, as slides are compared. */
export const saidOn = (slide: Pick<Slide, 'content' | 'bullets'>) => sentencesOf(slide).map(sentenceKey);

/**
 * For each section, whether it is the one its fact is written on: the first section of the outline
 * that holds that fact. A section of the founder's own ('Impact') or a second one on a fact
 * ('Key metrics' after 'Traction') holds none, and must not repeat another slide.
 */
export function factOwners(
  outline: ReadonlyArray<SectionOfFact>,
  startupName: string,
  /** Slides the deck keeps as they are: the facts they hold are theirs. */
  kept: ReadonlyArray<Pick<Slide, 'title'>> = [],
): boolean[] {
  const seen = new Set(kept.map((slide) => factKeyOf(slide.title, startupName)).filter((key) => key !== undefined));
  return outline.map((section) => {
    const key = slideFact(section, startupName);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * For each section, the facts the deck's other sections (and the slides it keeps) are written from,
 * so each slide leaves to another what that one says: the ask to Funding, the split to Use of Funds.
 */
export function factsElsewhere(
  outline: ReadonlyArray<SectionOfFact>,
  startupName: string,
  kept: ReadonlyArray<Pick<Slide, 'title'>> = [],
): Array<ReadonlySet<FactKey>> {
  const keys = outline.map((section) => slideFact(section, startupName));
  const keptKeys = kept.map((slide) => factKeyOf(slide.title, startupName));
  return keys.map(
    (_key, index) =>
      new Set(
        [...keptKeys, ...keys.filter((_other, other) => other !== index)].filter(
          (key): key is FactKey => key !== undefined,
        ),
      ),
  );
}

/**
 * A second section on a fact an earlier slide already holds ('Key metrics' after 'Traction', a
 * second 'Why now'): the founder's own description for it if they wrote one, else what the fact
 * says that no earlier slide said, else what the section is about, named but without the fact.
 * Never a copy of the earlier slide.
 */
function again(
  section: OutlineSection,
  facts: FactSheet,
  ctx: SlideContext,
  described: string,
  said: ReadonlySet<string>,
): SlideBody {
  if (described) {
    const [lead = '', ...rest] = sentences(described);
    return body(section.title, lead, rest);
  }
  const naming = { ...emptyFactSheet(), company: facts.company, audience: facts.audience };
  const unsaid = sentencesOf(slideFromFacts(section, facts, ctx, '')).filter((line) => !said.has(sentenceKey(line)));
  return unsaid.length ? body(section.title, unsaid[0], unsaid.slice(1)) : slideFromFacts(section, naming, ctx, '');
}

export function createBuiltinProvider(options: { referenceYear?: number } = {}): BuiltinProvider {
  const year = () => options.referenceYear ?? new Date().getFullYear();
  const slideFor = (
    brief: DeckBrief,
    section: OutlineSection,
    index: number,
    facts = brief.facts ?? factsOfBrief(brief),
    ctx = slideContext(facts, deckFacts(brief, year()), brief.language),
    /** What earlier slides said, when an earlier section of the outline holds this section's fact. */
    saidBefore?: ReadonlySet<string>,
  ): Slide => {
    // A description generated from the facts says nothing the facts do not; one the founder wrote leads.
    // Its lines stay lines: a lead-in ('Procuramos USD 700 mil:') is not run into the first item under it.
    const description = squishLines(section.description ?? '');
    // A question the outline asked when the fact was missing (an outline written before the fact
    // was given, or the question typed back as a description) is not the founder's words either.
    const language = ctx.language ?? 'en';
    const described =
      squish(description) === describeSection(section, facts, ctx.name, language) ? '' : withoutPrompts(description);
    const written = saidBefore
      ? again(section, facts, ctx, described, saidBefore)
      : slideFromFacts(section, facts, ctx, described);
    const content = withoutPrompts(written.content);
    const bullets = written.bullets.filter((line) => !isFactPrompt(line));
    // The notes Kuza writes are said in the deck's language; notes written otherwise (the team's) are kept.
    const notes = withoutPrompts(
      written.notes === speakerNotes(written) ? speakerNotes(written, sayInDocument(language)) : written.notes,
    );
    // The layout is chosen by what the slide says: big numbers, a timeline, a closing, two columns…
    return withChosenLayout({ id: slideId(index, section.title), ...written, content, bullets, notes } as Slide);
  };

  return {
    name: 'builtin',
    async outline(brief) {
      // Pasted or imported text already has the founder's structure: keep it rather than impose ours.
      const pasted = brief.inputs.pastedText ? outlineFromText(brief.inputs.pastedText) : [];
      if (pasted.length) return pasted;
      const derived = deckFacts(brief, year());
      const facts = brief.facts ?? factsOfBrief(brief);
      const ctx = slideContext(facts, derived, brief.language);
      return builtinOutline(derived.objectiveKind, facts, ctx.name, ctx.language);
    },
    async slides(brief, outline, onSlide, signal) {
      const facts = brief.facts ?? factsOfBrief(brief);
      const ctx = slideContext(facts, deckFacts(brief, year()), brief.language);
      const slides: Slide[] = [];
      const said = new Set((brief.kept ?? []).flatMap(saidOn));
      const owners = factOwners(outline, ctx.name, brief.kept);
      const elsewhere = factsElsewhere(outline, ctx.name, brief.kept);
      for (const [index, section] of outline.entries()) {
        if (signal?.aborted) throw new AiProviderError('aborted', 'Generation was cancelled.');
        const repeated = !owners[index] && slideFact(section, ctx.name);
        const slide = slideFor(
          brief,
          section,
          index,
          facts,
          { ...ctx, elsewhere: elsewhere[index] },
          repeated ? said : undefined,
        );
        for (const line of saidOn(slide)) said.add(line);
        slides.push(slide);
        onSlide?.(slide, index, outline.length);
      }
      return slides;
    },
    async rewriteSlide(brief, slide, prompt) {
      return builtinRewrite(slide, prompt, deckFacts(brief, year()), brief.facts ?? factsOfBrief(brief));
    },
    async resumeSummary(input, variant = 0, language) {
      return builtinSummary(input, variant, year(), language);
    },
    async resumeSections(input, summary, language) {
      return builtinSections(input, summary, year(), language);
    },
  };
}

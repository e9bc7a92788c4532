/**
 * The builtin provider: offline, deterministic (same brief → same deck) and fast (a 12-slide deck
 * in a few milliseconds). It phrases DeckFacts into slides; nothing here calls the network.
 */
import { withChosenLayout, type FactSheet, type OutlineSection, type Slide } from '@kuza/contracts';
import { builtinOutline, describeSection } from './builtin-outline';
import { builtinSections, builtinSummary } from './builtin-resume';
import { builtinRewrite } from './builtin-rewrite';
import { slideFromFacts, type SlideContext } from './fact-slides';
import { deckFacts, type DeckFacts } from './deck-facts';
import { AiProviderError } from '../provider/errors';
import { factsOfBrief } from '../text/fact-sheet';
import { outlineFromText } from '../text/outline-from-text';
import type { AiProvider, DeckBrief } from '../provider/provider';
import { slideId, squish } from '../text/text';

export interface BuiltinProvider extends AiProvider {
  /** The builtin slide for one section: the OpenAI provider fills gaps in a model's slide from it. */
  slideFor(brief: DeckBrief, section: OutlineSection, index: number): Slide;
}

/** The names a slide may use besides its facts: the company, its sector, who its customers are. */
export function slideContext(facts: FactSheet, derived: DeckFacts): SlideContext {
  return {
    name: facts.company?.text || derived.name,
    noun: derived.profile.noun,
    audience: facts.audience?.text || derived.profile.customer.many,
  };
}

export function createBuiltinProvider(options: { referenceYear?: number } = {}): BuiltinProvider {
  const year = () => options.referenceYear ?? new Date().getFullYear();
  const slideFor = (
    brief: DeckBrief,
    section: OutlineSection,
    index: number,
    facts = brief.facts ?? factsOfBrief(brief),
    ctx = slideContext(facts, deckFacts(brief, year())),
  ): Slide => {
    // A description generated from the facts says nothing the facts do not; one the founder wrote leads.
    const description = squish(section.description);
    const described = description === describeSection(section.title, facts, ctx.name) ? '' : description;
    // The layout is chosen by what the slide says: big numbers, a timeline, a closing, two columns…
    return withChosenLayout({
      id: slideId(index, section.title),
      ...slideFromFacts(section, facts, ctx, described),
    } as Slide);
  };

  return {
    name: 'builtin',
    slideFor,
    async outline(brief) {
      // Pasted or imported text already has the founder's structure: keep it rather than impose ours.
      const pasted = brief.inputs.pastedText ? outlineFromText(brief.inputs.pastedText) : [];
      if (pasted.length >= 3) return pasted;
      const derived = deckFacts(brief, year());
      const facts = brief.facts ?? factsOfBrief(brief);
      return builtinOutline(derived.objectiveKind, facts, slideContext(facts, derived).name);
    },
    async slides(brief, outline, onSlide, signal) {
      const facts = brief.facts ?? factsOfBrief(brief);
      const ctx = slideContext(facts, deckFacts(brief, year()));
      const slides: Slide[] = [];
      for (const [index, section] of outline.entries()) {
        if (signal?.aborted) throw new AiProviderError('aborted', 'Generation was cancelled.');
        const slide = slideFor(brief, section, index, facts, ctx);
        slides.push(slide);
        onSlide?.(slide, index, outline.length);
      }
      return slides;
    },
    async rewriteSlide(brief, slide, prompt) {
      return builtinRewrite(slide, prompt, deckFacts(brief, year()), brief.facts ?? factsOfBrief(brief));
    },
    async resumeSummary(input, variant = 0) {
      return builtinSummary(input, variant, year());
    },
    async resumeSections(input, summary) {
      return builtinSections(input, summary, year());
    },
  };
}

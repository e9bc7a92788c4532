/**
 * The builtin provider: offline, deterministic (same brief → same deck) and fast (a 12-slide deck
 * in a few milliseconds). It phrases DeckFacts into slides; nothing here calls the network.
 */
import { withChosenLayout, type OutlineSection, type Slide } from '@kuza/contracts';
import { builtinOutline, describeSection } from './builtin-outline';
import { builtinSections, builtinSummary } from './builtin-resume';
import { builtinRewrite } from './builtin-rewrite';
import { narrativeSlide, type SlideBody } from './builtin-slides';
import { competitionSlide, financialsSlide, marketSlide, teamSlide } from './builtin-data-slides';
import { deckFacts, type DeckFacts } from './deck-facts';
import { roleOf } from './deck-roles';
import { AiProviderError } from '../provider/errors';
import { outlineFromText } from '../text/outline-from-text';
import type { AiProvider, DeckBrief } from '../provider/provider';
import { clampText, sentences, slugify, squish, withoutFullStop } from '../text/text';

export interface BuiltinProvider extends AiProvider {
  /** The builtin slide for one section: the OpenAI provider fills gaps in a model's slide from it. */
  slideFor(brief: DeckBrief, section: OutlineSection, index: number): Slide;
}

export function slideId(index: number, title: string): string {
  return `slide-${String(index + 1).padStart(2, '0')}-${slugify(title, 32)}`;
}

function bodyFor(section: OutlineSection, facts: DeckFacts): SlideBody {
  const role = roleOf(section.title, facts.name);
  if (role === 'market') return marketSlide(section.title, facts);
  if (role === 'financials') return financialsSlide(section.title, facts);
  if (role === 'competition') return competitionSlide(section.title, facts);
  if (role === 'team') return teamSlide(section.title, facts);
  return narrativeSlide(role, section, facts);
}

/** A description the founder wrote or imported (not the one we generated) carries their facts: they lead the bullets. */
function withFounderPoints(body: SlideBody, section: OutlineSection, facts: DeckFacts): SlideBody {
  const description = squish(section.description);
  if (
    !description ||
    roleOf(section.title, facts.name) === 'custom' ||
    description === describeSection(section.title, facts)
  )
    return body;
  // A Team description that names members was written from the team of its day (the outline is made
  // before generation); the cards and their lines say it as it is now.
  const namesMember = (point: string) =>
    roleOf(section.title, facts.name) === 'team' && facts.team.some((member) => point.includes(member.name));
  const points = sentences(description)
    .map((s) => clampText(withoutFullStop(s), 140))
    .filter((s) => s.split(' ').length >= 3 && !namesMember(s))
    .slice(0, 3);
  if (!points.length) return body;
  const seen = new Set(points.map((p) => p.toLowerCase()));
  return { ...body, bullets: [...points, ...body.bullets.filter((b) => !seen.has(b.toLowerCase()))].slice(0, 5) };
}

export function createBuiltinProvider(options: { referenceYear?: number } = {}): BuiltinProvider {
  const year = () => options.referenceYear ?? new Date().getFullYear();
  const slideFor = (
    brief: DeckBrief,
    section: OutlineSection,
    index: number,
    facts = deckFacts(brief, year()),
  ): Slide =>
    // The layout is chosen by what the slide says: big numbers, a timeline, a closing, two columns…
    withChosenLayout({
      id: slideId(index, section.title),
      ...withFounderPoints(bodyFor(section, facts), section, facts),
    } as Slide);

  return {
    name: 'builtin',
    slideFor,
    async outline(brief) {
      // Pasted or imported text already has the founder's structure: keep it rather than impose ours.
      const pasted = brief.inputs.pastedText ? outlineFromText(brief.inputs.pastedText) : [];
      return pasted.length >= 3 ? pasted : builtinOutline(deckFacts(brief, year()));
    },
    async slides(brief, outline, onSlide, signal) {
      const facts = deckFacts(brief, year());
      const slides: Slide[] = [];
      for (const [index, section] of outline.entries()) {
        if (signal?.aborted) throw new AiProviderError('aborted', 'Generation was cancelled.');
        const slide = slideFor(brief, section, index, facts);
        slides.push(slide);
        onSlide?.(slide, index, outline.length);
      }
      return slides;
    },
    async rewriteSlide(brief, slide, prompt) {
      return builtinRewrite(slide, prompt, deckFacts(brief, year()));
    },
    async resumeSummary(input, variant = 0) {
      return builtinSummary(input, variant, year());
    },
    async resumeSections(input, summary) {
      return builtinSections(input, summary, year());
    },
  };
}

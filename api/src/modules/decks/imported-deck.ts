/**
 * What an imported .pptx or .pdf becomes: one section and one slide per source slide that has any
 * text (its title, its lines as bullets, its notes), and the fact sheet read from those slides
 * only, never from the importing founder's own answers. The deck service stores it; the content
 * benchmark scores it.
 */
import type { DeckCreationInputs, FactSheet, OutlineSection, Slide } from '@kuza/contracts';
import { factsFromSlides } from '../ai/text/fact-sheet';
import { slideId } from '../ai/text/text';

export interface SourceSlide {
  title: string;
  body: string[];
  notes?: string;
}

export interface ImportedDeckContent {
  name: string;
  inputs: DeckCreationInputs;
  facts: FactSheet;
  outline: OutlineSection[];
  slides: Slide[];
}

export function importedDeck(
  source: { kind: 'url' | 'file'; name: string },
  slides: SourceSlide[],
  stamp = Date.now(),
): ImportedDeckContent {
  const kept = slides.filter((slide) => slide.title || slide.body.length || slide.notes);
  const outline: OutlineSection[] = kept.map((slide, index) => ({
    id: `${stamp + index}`,
    title: (slide.title || `Slide ${index + 1}`).slice(0, 200),
    description: slide.body.join(' ').replace(/\s+/g, ' ').trim().slice(0, 1000),
  }));
  const deckSlides: Slide[] = kept.map((slide, index) => ({
    id: slideId(index, outline[index].title),
    type: index === 0 ? 'title' : 'content',
    title: outline[index].title.slice(0, 300),
    content: '',
    bullets: slide.body.slice(0, 20).map((line) => line.slice(0, 500)),
    notes: (slide.notes ?? '').slice(0, 5000),
  }));
  const text = kept.map((slide) => [slide.title, ...slide.body].join('\n')).join('\n\n');
  const name = outline[0]?.title || source.name.replace(/\.[a-z0-9]+$/i, '') || 'Imported deck';
  return {
    name: name.slice(0, 120),
    inputs: { startupName: outline[0]?.title?.slice(0, 100), description: text.slice(0, 2000), importSource: source },
    facts: factsFromSlides(kept),
    outline,
    slides: deckSlides,
  };
}

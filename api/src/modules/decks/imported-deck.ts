/**
 * What an imported .pptx or .pdf becomes: one section and one slide per source slide that has any
 * text (its title, its subtitle as the lead, its lines as bullets, its table as a table slide, its
 * notes), and the fact sheet read from those slides only, never from the importing founder's own
 * answers. The deck service stores it; the content benchmark scores it.
 */
import {
  tableSpecSchema,
  type DeckCreationInputs,
  type FactSheet,
  type OutlineSection,
  type Slide,
  type TableSpec,
} from '@kuza/contracts';
import { factsFromSlides } from '../ai/text/fact-sheet';
import { slideId } from '../ai/text/text';
import { tableRowLine, type ImportedSlide } from '../files/import/imported-slide';

export type SourceSlide = ImportedSlide;

/** The slide's table when a table slide can hold it whole; a larger one stays lines, so no cell is cut. */
function tableOf(slide: SourceSlide): TableSpec | undefined {
  const rows = slide.table?.rows;
  if (!rows || rows.length < 2) return undefined;
  const table = { rows: rows.map((row) => [...row]) };
  return tableSpecSchema.isValidSync(table) ? table : undefined;
}

/** Every line of a slide in reading order: the subtitle, the body, then the table a row per line. */
const linesOf = (slide: SourceSlide): string[] => [
  ...(slide.subtitle ? [slide.subtitle] : []),
  ...slide.body,
  ...(slide.table?.rows.map(tableRowLine).filter(Boolean) ?? []),
];

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
  const kept = slides.filter((slide) => slide.title || linesOf(slide).length || slide.notes);
  const outline: OutlineSection[] = kept.map((slide, index) => ({
    id: `${stamp + index}`,
    title: (slide.title || `Slide ${index + 1}`).slice(0, 200),
    description: linesOf(slide).join(' ').replace(/\s+/g, ' ').trim().slice(0, 1000),
  }));
  const deckSlides: Slide[] = kept.map((slide, index) => {
    const table = tableOf(slide);
    const bullets = table
      ? slide.body
      : [...slide.body, ...(slide.table?.rows.map(tableRowLine).filter(Boolean) ?? [])];
    return {
      id: slideId(index, outline[index].title),
      type: table ? 'table' : index === 0 ? 'title' : 'content',
      title: outline[index].title.slice(0, 300),
      content: (slide.subtitle ?? '').slice(0, 5000),
      bullets: bullets.slice(0, 20).map((line) => line.slice(0, 500)),
      notes: (slide.notes ?? '').slice(0, 5000),
      ...(table ? { table } : {}),
    };
  });
  const text = kept.map((slide) => [slide.title, ...linesOf(slide)].join('\n')).join('\n\n');
  const name = outline[0]?.title || source.name.replace(/\.[a-z0-9]+$/i, '') || 'Imported deck';
  return {
    name: name.slice(0, 120),
    inputs: { startupName: outline[0]?.title?.slice(0, 100), description: text.slice(0, 2000), importSource: source },
    facts: factsFromSlides(kept.map((slide) => ({ title: slide.title, body: linesOf(slide), notes: slide.notes }))),
    outline,
    slides: deckSlides,
  };
}

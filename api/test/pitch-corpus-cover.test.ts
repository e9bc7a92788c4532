/**
 * Every deck made from a pasted pitch opens on its cover: whatever shape the pitch is written in
 * (the corpus re-laid by the pitch-shape generator), when the founder named the company the outline's
 * first section is the company's, titled with its name, and every sentence the founder wrote is in
 * exactly one section of the outline: none lost on the way to the cover, none said twice.
 */
import fc from 'fast-check';
import { pitchSentences, readPitch } from '@kuza/contracts/pitch';
import { outlineFromText } from '../src/modules/ai/text/outline-from-text';
import { fold, loadCorpus } from '../bench/pitch-corpus';
import { plainLines, shapedPitch } from '../bench/pitch-shapes';

const corpus = loadCorpus();
const named = corpus.filter((pitch) => pitch.company);

const key = (text: string) =>
  (fold(text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')).match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');

describe('the cover of a deck made from a pasted pitch', () => {
  it('is the first section, titled with the company’s name, in every shape whose name the reader reads', () => {
    fc.assert(
      fc.property(shapedPitch(named), (pitch) => {
        const company = readPitch(pitch.pitch).company;
        fc.pre(Boolean(company));
        const outline = outlineFromText(pitch.pitch);
        expect({ role: outline[0]?.role, title: outline[0]?.title }).toEqual({ role: 'company', title: company });
      }),
      { numRuns: 300, seed: 28 },
    );
  });

  it('loses and doubles no sentence of the founder’s', () => {
    fc.assert(
      fc.property(shapedPitch(corpus), (pitch) => {
        const sections = outlineFromText(pitch.pitch);
        // The outline keeps 1000 characters a section (the schema's limit): a longer one is cut there, cover or not.
        fc.pre(sections.every((section) => section.description.length < 990));
        const outline = sections.map((section) => key(`${section.title} ${section.description}`));
        const sentences = pitch.sections
          .flatMap(plainLines)
          .flatMap(pitchSentences)
          .map(key)
          .filter((sentence) => sentence.split(' ').length >= 4);
        const holders = sentences.map((sentence) => ({
          sentence,
          sections: outline.filter((section) => section.includes(sentence)).length,
        }));
        expect(holders.filter((held) => held.sections !== 1)).toEqual([]);
      }),
      { numRuns: 300, seed: 28 },
    );
  });

  it('opens every corpus pitch that names its company, titled with that name', () => {
    const missing = named
      .filter((pitch) => {
        const first = outlineFromText(pitch.pitch)[0];
        return first?.role !== 'company' || fold(first.title) !== fold(pitch.company!);
      })
      .map((pitch) => pitch.id);
    expect(missing).toEqual([]);
  });
});

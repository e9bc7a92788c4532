/**
 * A comparison table the founder wrote with an empty corner cell ('| | Us | Paper |') stays a table on
 * its slide: every row of the outline's section keeps every column, the empty one too, whatever the
 * names, the number of columns and the language of the heading.
 */
import fc from 'fast-check';
import { outlineFromText } from '../src/modules/ai/text/outline-from-text';

const cells = (line: string) =>
  line
    .replace(/[.;,]+$/, '')
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/\s*\|\s*/)
    .map((cell) => cell.trim());

describe('a comparison table with an empty corner cell', () => {
  it('keeps every row at the width of its header, so the slide draws it as a table', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Competition', 'Concurrence', 'Concorrência', 'How we compare'),
        fc.uniqueArray(fc.constantFrom('Tumaini', 'Paper', 'Hospital ERPs', 'Excel', 'Agents', 'WhatsApp groups'), {
          minLength: 2,
          maxLength: 4,
        }),
        fc.uniqueArray(fc.constantFrom('Price per month', 'Works offline', 'Setup time', 'Mobile money'), {
          minLength: 2,
          maxLength: 4,
        }),
        (heading, columns, rows) => {
          const table = [
            `| | ${columns.join(' | ')} |`,
            `|${'---|'.repeat(columns.length + 1)}`,
            ...rows.map((row, index) => `| ${row} | ${columns.map((_, at) => `${index + at} KES`).join(' | ')} |`),
          ].join('\n');
          const outline = outlineFromText(`## The problem\nClinics lose records.\n\n## ${heading}\n${table}`);
          const section = outline.find((item) => item.title === heading)!;
          const lines = section.description.split(/(?<=\.)\s+/);
          expect(lines).toHaveLength(rows.length + 1);
          for (const line of lines) expect(cells(line)).toHaveLength(columns.length + 1);
          expect(cells(lines[0])[0]).toBe('');
        },
      ),
      { numRuns: 40 },
    );
  });
});

import { parseInline, parseRichText, richTextToPlain } from '@kuza/contracts';

describe('the resume rich-text format', () => {
  it('splits paragraphs on blank lines and keeps single newlines as line breaks', () => {
    expect(parseRichText('First line\nsame paragraph\n\n\nSecond')).toEqual([
      { kind: 'paragraph', runs: [{ text: 'First line\nsame paragraph', bold: false }] },
      { kind: 'paragraph', runs: [{ text: 'Second', bold: false }] },
    ]);
  });

  it("reads '- ' lines as one bulleted list and '1. ' lines as a numbered one", () => {
    expect(parseRichText('Intro\n- one\n- two\n1. first\n2) second')).toEqual([
      { kind: 'paragraph', runs: [{ text: 'Intro', bold: false }] },
      { kind: 'list', ordered: false, items: [[{ text: 'one', bold: false }], [{ text: 'two', bold: false }]] },
      { kind: 'list', ordered: true, items: [[{ text: 'first', bold: false }], [{ text: 'second', bold: false }]] },
    ]);
  });

  it('starts a new paragraph for a plain line right after a list', () => {
    expect(parseRichText('- item\nAfter').map((b) => b.kind)).toEqual(['list', 'paragraph']);
  });

  it('marks **bold** runs and leaves unmatched or empty markers as text', () => {
    expect(parseInline('Led **25 engineers** at **PayLink**.')).toEqual([
      { text: 'Led ', bold: false },
      { text: '25 engineers', bold: true },
      { text: ' at ', bold: false },
      { text: 'PayLink', bold: true },
      { text: '.', bold: false },
    ]);
    expect(parseInline('5 ** 2 and **** and **open')).toEqual([{ text: '5 ** 2 and **** and **open', bold: false }]);
  });

  it('ignores empty sections and Windows line endings, and gives plain text for previews', () => {
    expect(parseRichText('  \r\n\r\n ')).toEqual([]);
    expect(richTextToPlain('**Société** Générale\r\n\r\n- façade\r\n- Côte d’Ivoire')).toBe(
      'Société Générale\n\n• façade\n• Côte d’Ivoire',
    );
  });
});

import { screen } from '@testing-library/react';
import { parseRichText, richTextSnippet } from '@kuza/contracts';
import { renderPage } from '@kuza/testing';
import { RichText } from '@kuza/ui/shared-resume';

describe('the resume rich-text format', () => {
  it('splits paragraphs on blank lines and keeps a single newline as a line break', () => {
    expect(parseRichText('First line\nsame paragraph\n\nSecond paragraph')).toEqual([
      { kind: 'paragraph', runs: [{ text: 'First line\nsame paragraph', bold: false }] },
      { kind: 'paragraph', runs: [{ text: 'Second paragraph', bold: false }] },
    ]);
  });

  it("reads '- ' lines as one bullet list, and a line after the list as a new paragraph", () => {
    const blocks = parseRichText('CEO, SokoFresh\n- Grew to 5,000 farmers\n- Raised $1.2M\nThen more');
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'list', 'paragraph']);
    expect(blocks[1]).toMatchObject({
      ordered: false,
      items: [[{ text: 'Grew to 5,000 farmers' }], [{ text: 'Raised $1.2M' }]],
    });
  });

  it('marks **bold** runs and leaves an unmatched ** as text', () => {
    expect(parseRichText('Built **SokoPay** for ** traders')[0]).toEqual({
      kind: 'paragraph',
      runs: [
        { text: 'Built ', bold: false },
        { text: 'SokoPay', bold: true },
        { text: ' for ** traders', bold: false },
      ],
    });
  });

  it('accepts numbered items as an ordered list', () => {
    expect(parseRichText('1. First\n2) Second')[0]).toMatchObject({ kind: 'list', ordered: true });
  });

  it('renders paragraphs, bullet lists and bold text as HTML', () => {
    const { container } = renderPage(
      <RichText content={'Leads **growth** at SokoFresh.\n\n- Raised $1.2M seed\n- Hired 12 people'} />,
    );
    expect(screen.getByText('growth').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Raised $1.2M seed',
      'Hired 12 people',
    ]);
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });

  it('gives the section list a one-line plain snippet', () => {
    expect(richTextSnippet('**CEO**\n- Raised $1.2M\n- Hired 12')).toBe('CEO Raised $1.2M Hired 12');
    expect(richTextSnippet('x'.repeat(200), 10)).toBe('xxxxxxxxx…');
  });
});

import fc from 'fast-check';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyFactSheet, type FactSheet, type Slide } from '@kuza/contracts';
import { renderPage } from '@kuza/testing';
import { AiHelperDialog } from '../ai-helper-dialog';
import { aiHelperChips } from '../ai-helper-chips';

const NAMES = ['Twiga Foods', 'Jumia', 'M-Pesa', 'Safaricom', 'Kobo360', 'Wasoko', 'Equity Bank', 'Sendy'];
const WORDS = ['farmers', 'crates', 'buyers', 'rooms', 'harvest', 'village', 'storage', 'agents', 'market', 'loans'];
const FIGURES = ['KES 30', '40%', '1,200', 'USD 2.5m', '15k', '1 200', '9,8 millions FCFA'];

const aSentence = fc
  .tuple(
    fc.array(fc.constantFrom(...WORDS), { minLength: 2, maxLength: 8 }),
    fc.option(fc.constantFrom(...NAMES), { nil: undefined }),
    fc.option(fc.constantFrom(...FIGURES), { nil: undefined }),
  )
  .map(([words, name, figure]) => {
    const text = [...words.slice(0, 1), name, ...words.slice(1), figure].filter(Boolean).join(' ');
    return `${text[0].toUpperCase()}${text.slice(1)}.`;
  });
const aText = fc.array(aSentence, { minLength: 1, maxLength: 3 }).map((list) => list.join(' '));
const fact = fc.option(
  aText.map((text) => ({ text, source: 'typed' as const })),
  { nil: undefined },
);

const aFactSheet = fc
  .record({ problem: fact, solution: fact, traction: fact, market: fact, ask: fact, oneLiner: fact })
  .map(({ market, ...rest }): FactSheet => ({
    ...emptyFactSheet(),
    ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value)),
    ...(market ? { market: { ...market, sizes: [] } } : {}),
  }));
const aSlide = fc
  .record({
    title: fc.constantFrom('Problem', 'Traction', 'Market', 'The ask', 'Where we are'),
    content: fc.oneof(fc.constant(''), aText),
    bullets: fc.array(
      aSentence.map((s) => s.replace(/\.$/, '')),
      { maxLength: 5 },
    ),
  })
  .map((body): Slide => ({ id: 's1', type: 'content', notes: '', ...body }));

const factText = (facts: FactSheet) =>
  [facts.problem, facts.solution, facts.traction, facts.market, facts.ask, facts.oneLiner]
    .map((f) => f?.text ?? '')
    .join('\n');

describe("the AI Helper's chips", () => {
  it('never name a company, partner, figure or claim that is not in the facts or on the slide', () => {
    fc.assert(
      fc.property(aFactSheet, aSlide, (facts, slide) => {
        const said = `${factText(facts)}\n${[slide.title, slide.content, ...slide.bullets].join('\n')}`;
        for (const chip of aiHelperChips(slide, facts)) {
          for (const name of NAMES) if (chip.say.includes(name)) expect(said).toContain(name);
          for (const figure of FIGURES) if (chip.say.includes(figure)) expect(said).toContain(figure);
          const quoted = /"([^"]+)"/.exec(chip.say)?.[1];
          if (quoted) expect(said.toLowerCase()).toContain(quoted.toLowerCase());
          const focus = /^Focus on (.+)$/.exec(chip.say)?.[1];
          if (focus) expect(said.toLowerCase()).toContain(focus);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('offer to mention a sentence of the facts that the slide does not say yet, and leave the chip out when there is none', () => {
    const slide: Slide = {
      id: 's1',
      type: 'content',
      title: 'Traction',
      content: '',
      bullets: ['1,200 farmers use our cold rooms', 'Buyers pay on delivery'],
      notes: '',
    };
    const facts: FactSheet = {
      ...emptyFactSheet(),
      traction: { text: '1,200 farmers use our cold rooms. Revenue grew 40% in 2025.', source: 'typed' },
    };
    const says = aiHelperChips(slide, facts).map((chip) => chip.say);
    expect(says).toEqual(
      expect.arrayContaining([
        'Mention "Revenue grew 40% in 2025"',
        'Remove the line "Buyers pay on delivery"',
        'Focus on delivery',
      ]),
    );
    expect(says.join('\n')).not.toMatch(/Twiga|commission|middlemen/);
    expect(aiHelperChips(slide, emptyFactSheet()).some((chip) => chip.id === 'mention')).toBe(false);
  });

  it('fill the prompt with the founder’s sentence when clicked', async () => {
    const slide: Slide = { id: 's1', type: 'content', title: 'Problem', content: '', bullets: [], notes: '' };
    const facts: FactSheet = {
      ...emptyFactSheet(),
      problem: { text: 'Up to 40% of fresh produce spoils before market.', source: 'typed' },
    };
    renderPage(
      <AiHelperDialog
        deckId="d1"
        slide={slide}
        facts={facts}
        saveFirst={jest.fn()}
        onCancel={jest.fn()}
        onAccept={jest.fn()}
      />,
    );
    const chips = screen.getByRole('list', { name: 'Instructions the AI Helper follows' });
    expect(within(chips).queryByRole('button', { name: /Twiga/ })).not.toBeInTheDocument();
    await userEvent.click(within(chips).getByRole('button', { name: /^Mention/ }));
    expect(screen.getByLabelText('What should change?')).toHaveValue(
      'Mention "Up to 40% of fresh produce spoils before market"',
    );
    expect(screen.getByText('Adds your sentence as a point, in your words.')).toBeInTheDocument();
  });
});

/**
 * A deck made from a founder brief never says the same sentence on two slides (case, spacing and
 * punctuation aside; speaker notes are not compared): the cover's tagline is not the Solution or
 * the closing, Traction and Financials each say their own thing, the ask is said in full once.
 */
import { missingFacts, readFigures, slideText } from '@kuza/contracts';
import { byForm, byPaste, copied, invented, loadBriefs, sourceText } from '../bench/content-score';

const briefs = loadBriefs();
const shamba = briefs.find((brief) => brief.id === 'shambalink-ke')!;

describe.each(briefs.map((brief) => [brief.id, brief] as const))('a deck written from %s', (_id, brief) => {
  it.each([
    ['the AI form', () => byForm(brief)],
    ['paste', () => byPaste(brief)],
  ] as const)('by %s says no sentence on two slides', async (_by, make) => {
    const deck = await make();

    expect(copied(deck.slides, deck.slides)).toEqual([]);
  });
});

describe('the sentences compared', () => {
  it('counts a sentence said again with other case, spacing or punctuation', async () => {
    const deck = await byForm(shamba);
    const cover = deck.slides[0]!;
    const closing = deck.slides.at(-1)!;
    // 'DRONE — CROP  MONITORING  FOR …  KENYA!'
    closing.bullets.push(
      `  ${cover.content.toUpperCase().replace(' ', ' — ').replace(/\.$/, '!').replace(/ /g, '  ')}`,
    );

    expect(copied(deck.slides, [closing])).toEqual([
      'Thank You: drone crop monitoring for smallholder farmers in kenya',
    ]);
  });
});

describe('the slides that used to repeat one another', () => {
  it('by the AI form: the cover gives the tagline, Funding the ask in full, Thank You the ask in short', async () => {
    const deck = await byForm(shamba);
    const slide = (title: string) => deck.slides.find((each) => each.title === title)!;

    expect(slide('ShambaLink').content).toBe('Drone crop monitoring for smallholder farmers in Kenya.');
    // The founder's own words lead the ask.
    expect(slide('Funding').content).toBe('Raise USD 500k seed to reach 10,000 farmers by 2027.');
    expect(slide('Thank You').bullets).toEqual(['The ask: USD 500k (seed)']);
    // The tagline is on the cover; Solution has nothing more of the founder's to say, and says nothing stock.
    expect(slide('Solution').content).toBe('');
  });

  it("by the AI form: Financials shows the business model's price, Traction the customers", async () => {
    const deck = await byForm(shamba);
    const slide = (title: string) => deck.slides.find((each) => each.title === title)!;

    expect(slide('Traction').content).toBe('ShambaLink today: 1,200 customers.');
    expect(slide('Financials').bullets).toEqual(['Unit price: KES 500 per acre per month']);
    expect(invented(sourceText(shamba, 'form'), [slide('Financials')])).toEqual([]);
  });

  it('by paste: Financials gives the revenue the founder gave, with its period', async () => {
    const deck = await byPaste({ ...shamba, pitch: `${shamba.pitch}\nFinancials\nProfitable by 2028.\n` });
    const financials = deck.slides.find((slide) => slide.title === 'Financials')!;

    expect(financials.bullets).toEqual(['Unit price: KES 500 per acre per month', 'Revenue: KES 1.9 million a month']);
    expect(copied(deck.slides, deck.slides)).toEqual([]);
  });

  it('by the AI form without a price or revenue: Financials is empty, shows no figure and is listed as missing', async () => {
    const brief = briefs.find((each) => each.id === 'bunna-et')!;
    const deck = await byForm({ ...brief, form: { ...brief.form, description: 'Direct trade of coffee.' } });
    const financials = deck.slides.find((slide) => slide.title === 'Financials')!;

    expect(financials.content).toBe('');
    expect(readFigures(slideText({ ...financials, notes: '' }))).toEqual([]);
    expect(missingFacts(deck.facts, deck.slides, 'Bunna Direct').map((item) => item.slideTitle)).toContain(
      'Financials',
    );
  });
});

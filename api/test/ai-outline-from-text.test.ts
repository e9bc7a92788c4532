import { outlineFromText } from '../src/modules/ai/text/outline-from-text';
import { SOKOFRESH_TITLES } from './helpers/fixture-files';

/** deck-sokofresh-en (test/fixtures/files/README.md) as a PDF text layer gives it: glyph-only bullet lines, blank lines. */
const SOKOFRESH = [
  ['SokoFresh', 'Cold-chain logistics for fresh produce in East Africa', 'Nairobi, Kenya · founded 2022'],
  [
    'Problem',
    '40% of fresh produce in Kenya spoils before it reaches a buyer',
    'Smallholder farmers lose KES 150bn (about USD 1.2bn) a year',
    'Retailers cannot source consistent quality',
  ],
  [
    'Solution',
    'Solar-powered cold rooms at collection points',
    'A USSD and WhatsApp ordering line for retailers',
    'Route planning that consolidates loads from 200+ farms',
  ],
  [
    'Market Size',
    'TAM: USD 9bn fresh produce trade in East Africa',
    'SAM: USD 1.4bn urban retail in Kenya, Uganda, Tanzania',
    'SOM: USD 60m within 5 years',
  ],
  [
    'Business Model',
    'Per-kilogram logistics fee (KES 6/kg)',
    'Subscription for retailers: KES 4,500 per month',
    'Gross margin 38% today, 52% at scale',
  ],
  [
    'Traction',
    '3,200 farmers and 410 retailers onboarded',
    'Monthly GMV KES 28m (USD 216k), up 18% month on month',
    'Net revenue retention 124%',
  ],
  [
    'Competition',
    'Twiga Foods: aggregator, heavier capital model',
    'Informal brokers: no cold chain, no quality guarantee',
    'Our edge: cold rooms owned by farmer cooperatives',
  ],
  [
    'Team',
    'Wanjiru Kamau, CEO: ex-Unilever supply chain, 9 years',
    'Otieno Ochieng, CTO: built M-Pesa integrations at Safaricom',
    'Amina Yusuf, COO: ran 40-truck fleet at Copia',
  ],
  [
    'Financials',
    '2024 revenue USD 1.1m; 2025 forecast USD 3.4m',
    'Break-even at 9,000 farmers (Q3 2026)',
    'Burn USD 85k per month',
  ],
  ['The Ask', 'Raising USD 2.5m seed', '60% cold rooms, 25% technology, 15% working capital', 'Runway: 24 months'],
]
  .map(([title, ...bullets]) => [title, '', '\uf095', '', ...bullets.map((b) => `    ${b}`)].join('\n'))
  .join('\n\f');

describe('outlineFromText', () => {
  it("turns a real deck's text into one section per slide title, with its bullets as the description", () => {
    const outline = outlineFromText(SOKOFRESH);

    expect(outline.map((s) => s.title)).toEqual(SOKOFRESH_TITLES);
    expect(outline[1]).toEqual({
      id: 'section-02-problem',
      title: 'Problem',
      role: 'problem',
      // One line per bullet, as the slide had them.
      description: [
        '40% of fresh produce in Kenya spoils before it reaches a buyer.',
        'Smallholder farmers lose KES 150bn (about USD 1.2bn) a year.',
        'Retailers cannot source consistent quality.',
      ].join('\n'),
    });
    expect(outline[6].description).toMatch(/^Twiga Foods: aggregator/);
    expect(outline.every((s) => s.description.length > 0 && s.description.length <= 200)).toBe(true);
  });

  it("reads markdown headings and lines ending with a colon, keeping each section's whole text", () => {
    const long =
      'Farmers lose up to 40% of what they grow before it is sold, because there is no cold storage near the farm. '.repeat(
        4,
      );
    const outline = outlineFromText(
      `# SokoFresh\nCold rooms for farmers.\n\n## The Problem\n${long}\n\nOur Solution:\n- Solar cold rooms\n* Pay per crate\n`,
    );

    expect(outline.map((s) => s.title)).toEqual(['SokoFresh', 'The Problem', 'Our Solution']);
    expect(outline[1].description).toBe(long.trim());
    expect(outline[2].description).toBe('Solar cold rooms.\nPay per crate.');
  });

  it('keeps a lead-in over its list on a line of its own, so the slide leads with it and lists every item', async () => {
    const outline = outlineFromText(
      '## The ask\nProcuramos USD 700 mil:\n- 50% expansão para Beira e Nampula\n- 30% equipa de vendas\n- 20% tecnologia\n',
    );
    expect(outline.at(-1)!.description).toBe(
      'Procuramos USD 700 mil:\n50% expansão para Beira e Nampula.\n30% equipa de vendas.\n20% tecnologia.',
    );
  });

  it('reads a plain list, splitting "Title: description" and describing bare titles', () => {
    expect(outlineFromText('- Problem: farmers lose 40% of produce\n- Solution – solar cold rooms\n- Team')).toEqual([
      { id: 'section-01-problem', title: 'Problem', description: 'farmers lose 40% of produce.', role: 'problem' },
      { id: 'section-02-solution', title: 'Solution', description: 'solar cold rooms.', role: 'solution' },
      // A bare name is a section the founder fills in on the outline page: no stock words stand in.
      { id: 'section-03-team', title: 'Team', description: '', role: 'team' },
    ]);
    expect(outlineFromText('1. Problem\n2. Solution\n3. Market\n4. Team').map((s) => s.title)).toEqual([
      'Problem',
      'Solution',
      'Market',
      'Team',
    ]);
  });

  it('keeps every section of a pitch whose headings are written in sentence case, with their own text', () => {
    const pitch = [
      'The problem',
      'Smallholder farmers lose a third of their crop to pests they see too late.',
      'Our solution',
      'Drones photograph each field weekly and flag disease early.',
      'Business model: a subscription of KES 500 per acre per month.',
      'Why now',
      'Drone costs fell 70% in three years.',
      'Go-to-market',
      'Through 40 cooperatives in Nakuru.',
      'The ask',
      'USD 500k seed to reach 10,000 farmers.',
    ].join('\n');
    expect(outlineFromText(pitch).map(({ title, description }) => [title, description])).toEqual([
      ['The problem', 'Smallholder farmers lose a third of their crop to pests they see too late.'],
      ['Our solution', 'Drones photograph each field weekly and flag disease early.'],
      ['Business model', 'a subscription of KES 500 per acre per month.'],
      ['Why now', 'Drone costs fell 70% in three years.'],
      ['Go-to-market', 'Through 40 cooperatives in Nakuru.'],
      ['The ask', 'USD 500k seed to reach 10,000 farmers.'],
    ]);
  });

  it('splits prose with no structure into sections by what each sentence talks about, titled in its language', () => {
    const outline = outlineFromText(
      'Farmers in Kenya lose 40% of their harvest. It spoils before it reaches buyers. We built solar cold rooms that farmers rent per crate. We have 3,200 farmers and revenue grew 18% month on month. The market is worth USD 9bn. We are raising USD 2.5m to build 60 more rooms.',
    );

    expect(outline.map((s) => s.title)).toEqual(['The problem', 'Our solution', 'Traction', 'The market', 'The ask']);
    expect(outline.map((s) => s.role)).toEqual(['problem', 'solution', 'traction', 'market', 'ask']);
    expect(outline[0].description).toBe(
      'Farmers in Kenya lose 40% of their harvest. It spoils before it reaches buyers.',
    );
    expect(outline[4].description).toBe('We are raising USD 2.5m to build 60 more rooms.');
    expect(outlineFromText('  \n ')).toEqual([]);
  });
});

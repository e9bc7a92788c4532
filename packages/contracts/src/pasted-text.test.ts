import { pitchCompanyName, readPastedLine, readPastedText } from './pasted-text';

describe('reading pasted pitch text', () => {
  it.each([
    'The problem',
    'Our solution',
    'Business model',
    'The ask',
    'Why now',
    'Go-to-market',
    '3. Traction',
    '## Market size',
    '**Use of funds**',
    'Competition:',
    'Meet the Team',
  ])('reads "%s" as a section heading', (line) => {
    expect(readPastedLine(line).kind).toBe('heading');
  });

  it('reads "Problem: …" as the heading with its text, but not any "Note: …" line', () => {
    expect(readPastedLine('Problem: farmers lose 40 % of their harvest')).toEqual({
      kind: 'heading',
      text: 'Problem',
      rest: 'farmers lose 40 % of their harvest',
    });
    expect(readPastedLine('Note: figures are from March').kind).toBe('text');
  });

  it('keeps sentences and bullets as what they are', () => {
    expect(readPastedLine('We sell drone crop monitoring to 1,200 farmers.')).toEqual({
      kind: 'text',
      text: 'We sell drone crop monitoring to 1,200 farmers.',
    });
    expect(readPastedLine('• KES 500 per acre per month')).toEqual({
      kind: 'bullet',
      text: 'KES 500 per acre per month',
    });
    expect(readPastedLine('-5 % churn').kind).toBe('text');
  });

  it('finds every section of a nine-part pitch written in plain sentence case', () => {
    const pitch = [
      'ShambaEye',
      'The problem',
      'Smallholder farmers lose a third of their crop to pests they see too late.',
      'Our solution',
      'Drones photograph each field weekly and flag disease early.',
      'Business model',
      'A subscription of KES 500 per acre per month.',
      'Traction',
      '1,200 paying farmers in Nakuru and Kiambu.',
      'Market size',
      '4.5 million smallholder farms in Kenya.',
      'Competition',
      'Extension officers visit twice a year.',
      'Why now',
      'Drone costs fell 70 % in three years.',
      'The team',
      'Three founders with agronomy and robotics backgrounds.',
      'The ask',
      'USD 500k seed to reach 10,000 farmers.',
    ].join('\n');
    const headings = readPastedText(pitch).filter((line) => line.kind === 'heading');
    expect(headings.map((line) => line.text)).toEqual([
      'ShambaEye',
      'The problem',
      'Our solution',
      'Business model',
      'Traction',
      'Market size',
      'Competition',
      'Why now',
      'The team',
      'The ask',
    ]);
  });

  it('finds the company a pitch is about from its first line, and nothing when the text does not say', () => {
    expect(pitchCompanyName('ShambaEye\nThe problem\nFarmers lose crops.')).toBe('ShambaEye');
    expect(pitchCompanyName('ShambaEye is a Nairobi agritech selling drone crop monitoring.')).toBe('ShambaEye');
    expect(pitchCompanyName('Soko Fresh helps farmers sell.\nMore text.')).toBe('Soko Fresh');
    expect(pitchCompanyName('Traction\n1,200 paying farmers.')).toBeUndefined();
    expect(pitchCompanyName('Executive Summary\nWe sell drone monitoring.')).toBeUndefined();
    expect(pitchCompanyName('Pitch Deck\nShambaEye')).toBeUndefined();
    expect(pitchCompanyName('The problem is that farmers lose crops.')).toBeUndefined();
    expect(pitchCompanyName('')).toBeUndefined();
  });
});

describe('headings founders write', () => {
  it.each([
    'THE PROBLEM',
    'Le problème',
    'Modèle économique',
    'Notre demande',
    'Équipe',
    'What we built',
    'Funding ask',
  ])('reads "%s" as a section heading', (line) => {
    expect(readPastedLine(line).kind).toBe('heading');
  });

  it('reads "Problem - …" as the heading with its text', () => {
    expect(readPastedLine('Problem - 80% of Rwandan SMEs keep no books.')).toEqual({
      kind: 'heading',
      text: 'Problem',
      rest: '80% of Rwandan SMEs keep no books.',
    });
  });

  it('names the company of a pitch that opens with "Name: tagline" or "Name — tagline"', () => {
    expect(pitchCompanyName('SahTek: a doctor in every pharmacy\n1. Problem\n…')).toBe('SahTek');
    expect(pitchCompanyName('KopaFasta — daily-repayment credit for market traders\nProblem:')).toBe('KopaFasta');
  });
});

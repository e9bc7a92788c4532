import { deckThemeSchema } from '../schemas/deck';
import { parseInput } from '../validation';
import { luminance } from './palette';
import { THEMES, themeFonts, themeOf } from './themes';

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('the deck themes', () => {
  it('are at least eight, with distinct ids and names, the first four keeping their names', () => {
    expect(THEMES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(THEMES.map((t) => t.id)).size).toBe(THEMES.length);
    expect(new Set(THEMES.map((t) => t.name)).size).toBe(THEMES.length);
    expect(THEMES.slice(0, 4).map((t) => t.name)).toEqual(['Savanna', 'Sunrise', 'Midnight', 'Baobab']);
  });

  it.each(THEMES.map((t) => [t.name, t] as const))(
    '%s reads: text and accent stand out from the background',
    (_, t) => {
      expect(contrast(t.colors.text, t.colors.background)).toBeGreaterThanOrEqual(7);
      expect(contrast(t.colors.muted, t.colors.background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(t.colors.accent, t.colors.background)).toBeGreaterThanOrEqual(2.5);
      if ('to' in t.background) expect(contrast(t.colors.text, t.background.to)).toBeGreaterThanOrEqual(7);
      expect(new Set(t.colors.chart).size).toBe(t.colors.chart.length);
    },
  );

  it('pairs a heading and a body font per theme', () => {
    for (const theme of THEMES) {
      const { heading, body } = themeFonts(theme);
      expect(heading.family).toBeTruthy();
      expect(body.family).toBeTruthy();
    }
  });

  it('reads decks saved before themes had ids by their colour scheme, and an unknown theme as the first', () => {
    expect(themeOf({ colorScheme: 'Midnight' }).id).toBe('midnight');
    expect(themeOf({ id: 'ink' }).id).toBe('ink');
    expect(themeOf('no such theme').id).toBe('savanna');
    expect(themeOf(undefined).id).toBe('savanna');
  });

  it('accepts only listed theme ids from a client', async () => {
    await expect(deckThemeSchema.validate({ id: 'lagoon' })).resolves.toEqual({ id: 'lagoon' });
    await expect(parseInput(deckThemeSchema, { id: 'neon' })).rejects.toThrow('Choose a theme from the list');
  });
});

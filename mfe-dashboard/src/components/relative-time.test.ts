import fc from 'fast-check';
import { i18n, SUPPORTED_LOCALES } from '@kuza/i18n';
import { formatDay, updatedAgo } from './relative-time';

describe('relative times of recent work', () => {
  const now = new Date('2026-03-12T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  afterEach(() => i18n.setLocale('en'));

  it("reads like the spec's 'Updated 8 mins ago'", () => {
    expect(updatedAgo(ago(8 * 60_000), now)).toBe('Updated 8 mins ago');
    expect(updatedAgo(ago(60_000), now)).toBe('Updated 1 min ago');
    expect(updatedAgo(ago(10_000), now)).toBe('Updated just now');
    expect(updatedAgo(ago(3 * 3_600_000), now)).toBe('Updated 3 hours ago');
    expect(updatedAgo(ago(30 * 3_600_000), now)).toBe('Updated yesterday');
    expect(updatedAgo(ago(5 * 86_400_000), now)).toBe('Updated 5 days ago');
    expect(updatedAgo('2025-12-01T10:00:00Z', now)).toBe('Updated 1 Dec 2025');
  });

  it('treats a time slightly in the future as just now, and a broken one as recently', () => {
    expect(updatedAgo(ago(-5_000), now)).toBe('Updated just now');
    expect(updatedAgo('not a date', now)).toBe('Updated recently');
    expect(formatDay('not a date')).toBe('');
  });

  it('says it in French and Portuguese', async () => {
    await i18n.setLocale('fr');
    expect(updatedAgo(ago(8 * 60_000), now)).toBe('Mis à jour il y a 8 min');
    expect(updatedAgo(ago(30 * 3_600_000), now)).toBe('Mis à jour hier');
    expect(updatedAgo('2025-12-01T10:00:00Z', now)).toBe('Mis à jour le 1 déc. 2025');
    await i18n.setLocale('pt');
    expect(updatedAgo(ago(3 * 3_600_000), now)).toBe('Atualizado há 3 horas');
    expect(formatDay('2025-12-01T10:00:00Z')).toBe('1 de dez. de 2025');
  });

  it('never leaves an English word in a French or Portuguese line, whatever the time', async () => {
    for (const locale of SUPPORTED_LOCALES.filter((language) => language !== 'en')) {
      await i18n.setLocale(locale);
      fc.assert(
        fc.property(fc.integer({ min: -86_400_000, max: 400 * 86_400_000 }), (elapsed) => {
          expect(updatedAgo(ago(elapsed), now)).not.toMatch(
            /Updated|recently|yesterday|just now|\d (mins?|hours?|days?) ago/,
          );
        }),
      );
    }
  });
});

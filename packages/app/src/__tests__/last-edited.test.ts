import fc from 'fast-check';
import { i18n } from '@kuza/i18n';
import { registerAppCatalogs } from '../app-catalogs';
import { lastEdited } from '../documents/last-edited';

const now = Date.parse('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('the Last edited line', () => {
  afterEach(() => i18n.setLocale('en'));

  it('counts minutes, hours and days the way the spec writes them', () => {
    expect(lastEdited(ago(20_000), now)).toBe('Last edited just now');
    expect(lastEdited(ago(60_000), now)).toBe('Last edited 1 min ago');
    expect(lastEdited(ago(8 * 60_000), now)).toBe('Last edited 8 mins ago');
    expect(lastEdited(ago(3_600_000), now)).toBe('Last edited 1 hour ago');
    expect(lastEdited(ago(5 * 3_600_000), now)).toBe('Last edited 5 hours ago');
    expect(lastEdited(ago(3 * 86_400_000), now)).toBe('Last edited 3 days ago');
  });

  it('gives the date of anything older than a month', () => {
    expect(lastEdited('2026-03-03T09:00:00Z', now)).toBe('Last edited on 3 Mar 2026');
  });

  it('is said in the page’s language, the date written its way', async () => {
    await registerAppCatalogs();
    await i18n.setLocale('fr');
    expect(lastEdited(ago(8 * 60_000), now)).toBe('Modifié il y a 8 min');
    expect(lastEdited(ago(1 * 86_400_000), now)).toBe('Modifié il y a 1 jour');
    expect(lastEdited('2026-03-03T09:00:00Z', now)).toBe('Modifié le 3 mars 2026');
    await i18n.setLocale('pt');
    expect(lastEdited(ago(5 * 3_600_000), now)).toBe('Editado há 5 horas');
    expect(lastEdited('2026-03-03T09:00:00Z', now)).toBe('Editado a 3 de mar. de 2026');
  });

  it('only ever counts up as the time goes back, in whole units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 29 * 86_400_000 }), (elapsed) => {
        expect(lastEdited(ago(elapsed), now)).toMatch(/^Last edited (just now|\d+ (min|hour|day)s? ago)$/);
      }),
    );
  });
});

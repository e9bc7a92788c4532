import { lastEdited } from '../documents/last-edited';

const now = Date.parse('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('the Last edited line', () => {
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
});

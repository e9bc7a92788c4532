import { formatDay, updatedAgo } from './relative-time';

describe('relative times of recent work', () => {
  const now = new Date('2026-03-12T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

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
});

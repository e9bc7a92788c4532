import { ExpiringCache } from '../src/lib/expiring-cache';

describe('ExpiringCache', () => {
  let now = 0;
  let reads = 0;
  const read = (value: string) => async () => {
    reads += 1;
    return value;
  };
  beforeEach(() => {
    now = 0;
    reads = 0;
  });

  it('answers from memory until ttl after the read started, then reads again', async () => {
    const cache = new ExpiringCache<string, string>(1000, 10, () => now);
    expect(await cache.get('a', read('first'))).toBe('first');
    now = 999;
    expect(await cache.get('a', read('second'))).toBe('first');
    now = 1000;
    expect(await cache.get('a', read('third'))).toBe('third');
    expect(reads).toBe(2);
  });

  it('shares one read between concurrent asks, and keeps no failed read', async () => {
    const cache = new ExpiringCache<string, string>(1000, 10, () => now);
    const [a, b] = await Promise.all([cache.get('k', read('one')), cache.get('k', read('two'))]);
    expect([a, b, reads]).toEqual(['one', 'one', 1]);

    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', read('up'))).toBe('up');
  });

  it('holds at most maxEntries keys, dropping the oldest read first', async () => {
    const cache = new ExpiringCache<string, string>(1000, 2, () => now);
    await cache.get('a', read('a1'));
    await cache.get('b', read('b1'));
    await cache.get('c', read('c1'));
    expect(await cache.get('b', read('b2'))).toBe('b1');
    expect(await cache.get('a', read('a2'))).toBe('a2');
  });

  it('forgets entries by key, by their value, and all at once', async () => {
    const cache = new ExpiringCache<string, string>(1000, 10, () => now);
    for (const key of ['a', 'b', 'c']) await cache.get(key, read(`${key}1`));
    cache.delete('a');
    cache.deleteWhere((value) => value === 'b1');
    expect(await cache.get('a', read('a2'))).toBe('a2');
    expect(await cache.get('b', read('b2'))).toBe('b2');
    expect(await cache.get('c', read('c2'))).toBe('c1');
    cache.clear();
    expect(await cache.get('c', read('c3'))).toBe('c3');
  });

  it('reads every time with a ttl of 0', async () => {
    const cache = new ExpiringCache<string, string>(0, 10, () => now);
    await cache.get('a', read('1'));
    expect(await cache.get('a', read('2'))).toBe('2');
  });
});

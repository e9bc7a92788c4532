import fc from 'fast-check';
import { capitalise } from './capitalise';

describe('capitalise', () => {
  it('starts a line of words on a capital', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zà-ÿ]{1,10}( [a-z0-9]{1,8}){0,4}$/), (line) => {
        const out = capitalise(line);
        expect(out.slice(1)).toBe(line.slice(1));
        expect(out[0]).toBe(line[0]!.toUpperCase());
      }),
    );
  });

  it('leaves an address, a handle or a name with an inner capital as the founder wrote it', () => {
    const word = fc.stringMatching(/^[a-z][a-z0-9]{1,8}$/);
    const written = fc.oneof(
      fc.tuple(word, word).map(([user, host]) => `${user}@${host}.co.ke`),
      fc.tuple(word, word).map(([user, host]) => `${user}.${host}@gmail.com`),
      word.map((site) => `www.${site}.africa`),
      word.map((site) => `https://${site}.com/deck`),
      word.map((site) => `${site}.io`),
      word.map((handle) => `@${handle}`),
      word.map((brand) => `m${brand[0]!.toUpperCase()}${brand.slice(1)}`),
    );
    fc.assert(
      fc.property(written, fc.constantFrom('', ' for a call', ' · +254 700 000 000'), (first, rest) =>
        expect(capitalise(first + rest)).toBe(first + rest),
      ),
    );
  });
});

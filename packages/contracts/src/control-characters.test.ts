import { singleLine, text, withoutControlCharacters } from './validation';

describe('control characters', () => {
  it('removes controls from text but keeps tabs and line breaks (CR LF becomes LF)', () => {
    expect(withoutControlCharacters('a\u0000b\u0007c\u001Bd\u007Fe\u0085f\u2028g\r\nh\ti')).toBe('abcdefg\nh\ti');
  });

  it('puts one-line fields on one line', () => {
    expect(singleLine('Ama\r\nBcc: x@evil.example\tOkafor\u2029!')).toBe('Ama Bcc: x@evil.example Okafor!');
  });

  it('cleans every text field of the contracts when it is validated', async () => {
    expect(await text('Experience').validate('  SokoFresh\r\n- CEO\u0000  ')).toBe('SokoFresh\n- CEO');
  });
});

import { joinedLine } from '../joined-line';

describe('the joined count line', () => {
  it('says PERSON for exactly one and PEOPLE otherwise', () => {
    expect(joinedLine(0)).toBe('0 PEOPLE JOINED');
    expect(joinedLine(1)).toBe('1 PERSON JOINED');
    expect(joinedLine(2)).toBe('2 PEOPLE JOINED');
    expect(joinedLine(12500)).toBe('12,500 PEOPLE JOINED');
  });
});

/** Removing a use-of-funds line the founder wrote in their own notation ('40 % appareils'). */
import type { FactSheet } from '@kuza/contracts';
import { withoutClaim } from '../src/modules/ai/text/claims';

describe('removing a line of the use of funds', () => {
  it('finds the share as the founder wrote it, and takes out that share only', () => {
    const sheet = {
      useOfFunds: [
        { label: 'appareils', percent: 40, figure: '40 %', source: 'pasted' },
        { label: 'ventes', percent: 60, figure: '60 %', source: 'pasted' },
      ],
      customers: [],
      team: [],
      milestones: [],
    } as unknown as FactSheet;
    const { facts, changes } = withoutClaim(sheet, ['40 % appareils'], () => false);
    expect(facts.useOfFunds.map((item) => item.label)).toEqual(['ventes']);
    expect(changes).toEqual([{ fact: 'useOfFunds', removed: '40 % appareils' }]);
  });
});

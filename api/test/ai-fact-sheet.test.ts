/**
 * How a business model's percentage is read: a fee or a share taken is the model's rate; a
 * percentage that compares ('35 % more than the auction price') is not, so no slide can say
 * "Price: 35% taken" for a business that takes nothing.
 */
import { factsFromText } from '../src/modules/ai/text/fact-sheet';

const rateOf = (model: string) => factsFromText(`Acme\n\nBusiness model\n${model}\n`).businessModel?.rate;

describe('the rate of a business model', () => {
  it.each([
    ['We charge a flat 4% fee on every order.', 4],
    ["We keep 8% of each trip's price.", 8],
    ['Revenue comes from a 5% commission on produce traded.', 5],
    ['Our take rate is 12% of the booking.', 12],
  ])('reads %j as a rate of %d %%', (model, rate) => {
    expect(rateOf(model)).toBe(rate);
  });

  it.each([
    'Farmers get 35% more than the local auction price.',
    'We earn the margin between farm-gate and export prices; farmers are paid 35% above auction prices.',
    'Subscriptions grew 40% last quarter.',
  ])('does not read %j as a rate', (model) => {
    expect(rateOf(model)).toBeUndefined();
  });
});

describe('the use of funds', () => {
  it('is a split of two shares or more: one share beside the raise says how the product works', () => {
    const facts = factsFromText(
      [
        'The ask',
        'USD 4 million to deliver 220 homes. Tenants can leave any time and take 70% of their equity share in cash.',
        '',
        'Use of funds',
        '- Construction: 70%',
        '- Land: 20%',
        '- Team & systems: 10%',
      ].join('\n'),
      'pasted',
    );
    expect(facts.useOfFunds.map((item) => [item.percent, item.label])).toEqual([
      [70, 'Construction'],
      [20, 'Land'],
      [10, 'Team & systems'],
    ]);
  });
});

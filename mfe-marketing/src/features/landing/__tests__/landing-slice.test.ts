import { faqToggled, landingSlice } from '../landing-slice';

const reduce = landingSlice.reducer;

describe('the landing slice FAQ state', () => {
  it('starts with the first item open on each page', () => {
    expect(reduce(undefined, { type: 'init' }).openFaq).toEqual({ landing: 0, waitlist: 0 });
  });

  it('keeps one item open at a time and closes the open item when it is toggled', () => {
    let state = reduce(undefined, faqToggled({ faq: 'landing', index: 2 }));
    expect(state.openFaq.landing).toBe(2);
    state = reduce(state, faqToggled({ faq: 'landing', index: 2 }));
    expect(state.openFaq.landing).toBeNull();
    state = reduce(state, faqToggled({ faq: 'landing', index: 4 }));
    expect(state.openFaq).toEqual({ landing: 4, waitlist: 0 });
  });
});

// The web tests' setup (scripts/jest-setup-dom.ts) empties the browser session after each test, so
// what one test keeps there (an editor's undo history) never opens another test's page differently.
describe('the browser session of the web tests', () => {
  it('keeps what a test stores while the test runs', () => {
    sessionStorage.setItem('kuza.deckHistory.d1', '{"past":[]}');
    expect(sessionStorage.getItem('kuza.deckHistory.d1')).toBe('{"past":[]}');
  });

  it('starts empty in the next test', () => {
    expect(sessionStorage.length).toBe(0);
  });
});

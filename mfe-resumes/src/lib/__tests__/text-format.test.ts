import { toggleBold, toggleBullets } from '../text-format';

const at = (value: string, from: number, to = from) => ({ value, selectionStart: from, selectionEnd: to });

describe('the text editor toolbar', () => {
  it("turns the selected lines into '- ' bullets and back", () => {
    const text = 'Intro\nRaised $1.2M\nHired 12\nOutro';
    const on = toggleBullets(at(text, 8, 20));
    expect(on.value).toBe('Intro\n- Raised $1.2M\n- Hired 12\nOutro');
    expect(on.value.slice(on.selectionStart, on.selectionEnd)).toBe('- Raised $1.2M\n- Hired 12');
    expect(toggleBullets(on).value).toBe(text);
  });

  it('starts a bullet on an empty line with the caret after the marker', () => {
    const edit = toggleBullets(at('Intro\n', 6));
    expect(edit.value).toBe('Intro\n- ');
    expect(edit.selectionStart).toBe(8);
  });

  it('wraps the selection in ** and unwraps it again', () => {
    const on = toggleBold(at('Built SokoPay for traders', 6, 13));
    expect(on.value).toBe('Built **SokoPay** for traders');
    expect(on.value.slice(on.selectionStart, on.selectionEnd)).toBe('**SokoPay**');
    expect(toggleBold(on).value).toBe('Built SokoPay for traders');
  });

  it('keeps spaces and bullet markers outside the bold marks, one line at a time', () => {
    const text = '- Raised $1.2M \n- Hired 12';
    expect(toggleBold(at(text, 0, text.length)).value).toBe('- **Raised $1.2M** \n- **Hired 12**');
  });

  it('inserts **** with the caret in the middle when nothing is selected', () => {
    const edit = toggleBold(at('Hello ', 6));
    expect(edit.value).toBe('Hello ****');
    expect(edit.selectionStart).toBe(8);
  });
});

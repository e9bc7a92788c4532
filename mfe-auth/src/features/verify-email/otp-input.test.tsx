import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderPage } from '@kuza/testing';
import { OtpInput } from './otp-input';

function Harness({ invalid = false }: { invalid?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <>
      <p id="label">Enter the 6-digit code</p>
      <OtpInput value={value} onChange={setValue} labelledBy="label" invalid={invalid} />
      <output aria-label="value">{value}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const value = () => screen.getByLabelText('value').textContent;

describe('the six-digit code input', () => {
  it('focuses the first box and moves on as digits are typed, ignoring anything else', async () => {
    renderPage(<Harness />);
    expect(box(1)).toHaveFocus();
    await userEvent.keyboard('1a2-3');
    expect(value()).toBe('123');
    expect(box(4)).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Enter the 6-digit code' })).toBeInTheDocument();
  });

  it('fills every box from a pasted code, whatever box has focus', async () => {
    renderPage(<Harness />);
    await userEvent.click(box(3));
    await userEvent.paste('Your code: 482 913');
    expect(value()).toBe('482913');
    expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('')).toBe('482913');
    expect(box(6)).toHaveFocus();
  });

  it('goes back one box on Backspace in an empty box, clearing it', async () => {
    renderPage(<Harness />);
    await userEvent.keyboard('12');
    expect(box(3)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(value()).toBe('1');
    expect(box(2)).toHaveFocus();
  });

  it('puts a separator after the third box, hidden from screen readers', () => {
    renderPage(<Harness />);
    const separator = box(3).nextElementSibling;
    expect(separator).toHaveAttribute('aria-hidden', 'true');
    expect(separator?.nextElementSibling).toBe(box(4));
  });

  it('marks every box invalid when asked', () => {
    renderPage(<Harness invalid />);
    [1, 2, 3, 4, 5, 6].forEach((n) => expect(box(n)).toHaveAttribute('aria-invalid', 'true'));
    fireEvent.change(box(1), { target: { value: '7' } });
    expect(value()).toBe('7');
  });
});

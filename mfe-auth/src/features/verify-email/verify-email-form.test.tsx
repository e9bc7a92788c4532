/// <reference types="@testing-library/jest-dom" />
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@kuza/ui';
import { renderScreen } from '../../__tests__/render-page';
import { VerifyEmailForm } from './verify-email-form';

const verify = jest.fn();
jest.mock('./api', () => ({ useAuthVerifyEmailMutation: () => [verify] }));

const boxes = () => screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ });
const user = { id: 'u1', email: 'ada@example.com', firstname: 'Ada', lastname: 'Obi' };

describe('the verify-email form', () => {
  afterEach(() => {
    act(() => toast.dismiss());
    verify.mockReset();
  });

  it("asks for six digits with the spec's messages", async () => {
    renderScreen(<VerifyEmailForm email="ada@example.com" />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('123');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByText('Must be 6 digits')).toBeInTheDocument();
    expect(verify).not.toHaveBeenCalled();
  });

  it('turns the boxes red on a refused code, then signs in and goes to onboarding on success', async () => {
    verify.mockReturnValueOnce({
      unwrap: () => Promise.reject({ status: 400, data: { error: 'Invalid or expired code' } }),
    });
    const { store } = renderScreen(<VerifyEmailForm email="ada@example.com" />);
    await userEvent.keyboard('111111');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired code');
    boxes().forEach((box) => expect(box).toHaveAttribute('aria-invalid', 'true'));

    verify.mockReturnValueOnce({ unwrap: () => Promise.resolve({ message: 'Email verified', user }) });
    await userEvent.click(boxes()[0]!);
    await userEvent.paste('482913');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/onboarding/about-startup');
    expect(verify).toHaveBeenLastCalledWith({ email: 'ada@example.com', otp: '482913' });
    expect(store.getState().session).toMatchObject({ status: 'authenticated', user });
  });

  it('goes on to the page in `next` (an invitation) instead of onboarding', async () => {
    verify.mockReturnValueOnce({ unwrap: () => Promise.resolve({ message: 'Email verified', user }) });
    renderScreen(<VerifyEmailForm email="ada@example.com" next="/team-members?invite=abc" />);
    await userEvent.click(boxes()[0]!);
    await userEvent.paste('482913');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/team-members?invite=abc');
  });
});

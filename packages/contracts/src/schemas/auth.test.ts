import { parseInput, validateForm } from '../validation';
import {
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  updateProfileSchema,
  verifyEmailSchema,
} from './auth';

const good = { firstname: 'Ada', lastname: 'Obi', email: 'ada@example.com', password: 'Secret!pass' };

describe('the account schemas', () => {
  it('gives every sign-up message of the spec, with the 8-character minimum', async () => {
    const validate = validateForm(signUpSchema);
    expect(await validate({})).toEqual({
      firstname: 'First name is required',
      lastname: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(await validate({ firstname: 'A', lastname: 'B', email: 'nope', password: 'Ab!' })).toEqual({
      firstname: 'First name must be at least 2 characters',
      lastname: 'Last name must be at least 2 characters',
      email: 'Invalid email',
      password: 'Must be at least 8 characters',
    });
    expect(await validate({ ...good, password: 'alllowercase!' })).toEqual({
      password: 'Password must contain at least one uppercase letter, one lowercase letter, and one symbol',
    });
    expect(await validate(good)).toBeUndefined();
  });

  it('gives the sign-in, code, forgot and reset messages', async () => {
    expect(await validateForm(signInSchema)({})).toEqual({ email: 'Required', password: 'Required' });
    expect(await validateForm(signInSchema)({ email: 'x', password: 'short' })).toEqual({
      email: 'Invalid email',
      password: 'Must be at least 8 characters',
    });
    expect(await validateForm(verifyEmailSchema)({ email: 'ada@example.com' })).toEqual({ otp: 'Required' });
    expect(await validateForm(verifyEmailSchema)({ email: 'ada@example.com', otp: '12a45' })).toEqual({
      otp: 'Must be 6 digits',
    });
    expect(await validateForm(forgotPasswordSchema)({})).toEqual({ email: 'Email is required' });
    expect(await validateForm(forgotPasswordSchema)({ email: 'ada@' })).toEqual({ email: 'Invalid email address' });
    expect(
      await validateForm(resetPasswordSchema)({ newPassword: 'Secret!pass', confirmPassword: 'Secret!pasz' }),
    ).toEqual({
      confirmPassword: 'Passwords must match',
    });
  });

  it('keeps passwords exactly as typed and trims the other fields', async () => {
    const parsed = await parseInput(signUpSchema, {
      ...good,
      firstname: ' Ada ',
      password: ' Secret!pass ',
      admin: true,
    });
    expect(parsed).toEqual({ ...good, password: ' Secret!pass ' });
  });

  it('rejects operator objects in place of text', async () => {
    await expect(parseInput(signInSchema, { email: { $gt: '' }, password: 'Secret!pass' })).rejects.toThrow(
      'Email must be text',
    );
    await expect(parseInput(signInSchema, { email: 'ada@example.com', password: { $ne: null } })).rejects.toThrow(
      'Password must be text',
    );
  });

  it('refuses numbers and booleans in every text field with a type message, never storing them as strings', async () => {
    const validate = validateForm(signUpSchema);
    expect(await validate({ firstname: 12345, lastname: true, email: 42, password: 12345678 })).toEqual({
      firstname: 'First name must be text',
      lastname: 'Last name must be text',
      email: 'Email must be text',
      password: 'Password must be text',
    });
    await expect(parseInput(signUpSchema, { ...good, firstname: 12345 })).rejects.toThrow('First name must be text');
    await expect(parseInput(verifyEmailSchema, { email: 'ada@example.com', otp: 123456 })).rejects.toThrow(
      'Code must be text',
    );
    await expect(parseInput(forgotPasswordSchema, { email: 42 })).rejects.toThrow('Email must be text');
    await expect(
      parseInput(resetPasswordSchema, { newPassword: 'Secret!pass', confirmPassword: 12345678 }),
    ).rejects.toThrow('Confirm password must be text');
    await expect(parseInput(updateProfileSchema, { lastname: 12345 })).rejects.toThrow('Last name must be text');
  });

  it('accepts a partial profile update, keeps only known fields and checks choices', async () => {
    expect(await parseInput(updateProfileSchema, { industry: 'Fintech', team_size: '', role: 'admin' })).toEqual({
      industry: 'Fintech',
      team_size: '',
    });
    await expect(parseInput(updateProfileSchema, { industry: 'Mining' })).rejects.toThrow(
      'Choose an industry from the list',
    );
    await expect(parseInput(updateProfileSchema, { goals: ['Resume Builder', 'Fly'] })).rejects.toThrow(
      'Choose goals from the list',
    );
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MessageResponse, ProfileUserResponse, PublicUser, SessionResponse } from '@kuza/contracts';
import { i18n, LOCALE_NAMES, SUPPORTED_LOCALES } from '@kuza/i18n';
import { aUser, api, renderPage } from '@kuza/testing';
import ProfilePage from '../../../pages/profile-page';

const AMARA = aUser({ id: '64b000000000000000000001' });
let user: PublicUser;

/** The API keeps the changes it is sent and answers with the user. */
const saves = ({ body }: { body: unknown }) => ({
  body: { message: 'Profile updated', user: { ...user, ...(body as Partial<PublicUser>) } },
});

const open = (at = '/profile') => renderPage(<ProfilePage />, { path: '/profile', at, user });
const section = (name: string) => within(screen.getByRole('region', { name }));

beforeEach(() => {
  window.matchMedia = jest
    .fn()
    .mockReturnValue({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() });
  user = {
    ...AMARA,
    onboarding: { industry: 'Fintech', team_size: '1-10', goals: ['Resume Builder'], completed_step: 3 },
  };
  api.on<SessionResponse>('PUT', '/auth', saves);
});

describe('the profile page', () => {
  it('saves first and last name, with the sign-up rules', async () => {
    open();
    const details = section('Your details');
    expect(details.getByLabelText('Email')).toHaveValue('amara@example.com');
    expect(details.getByLabelText('Email')).toHaveAttribute('readonly');
    await userEvent.clear(details.getByLabelText('First name'));
    await userEvent.type(details.getByLabelText('First name'), 'A');
    await userEvent.click(details.getByRole('button', { name: 'Save details' }));
    expect(await details.findByText('First name must be at least 2 characters')).toBeInTheDocument();
    await userEvent.type(details.getByLabelText('First name'), 'daeze');
    await userEvent.click(details.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(api.sent('PUT', '/auth')[0].body).toEqual({ firstname: 'Adaeze', lastname: 'Okafor' });
  });

  it('takes a photo by http(s) address only', async () => {
    open();
    const details = section('Your details');
    const address = details.getByLabelText('Or use an image address');
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(details.getByRole('button', { name: 'Use this image' }));
    expect(
      await details.findByText('Enter the address of an image starting with http:// or https://'),
    ).toBeInTheDocument();
    await userEvent.clear(address);
    await userEvent.type(address, 'https://cdn.example.com/amara.jpg');
    await userEvent.click(details.getByRole('button', { name: 'Use this image' }));
    await waitFor(() => expect(api.sent('PUT', '/auth')).toHaveLength(1));
    expect(api.sent('PUT', '/auth')[0].body).toEqual({ profileImage: 'https://cdn.example.com/amara.jpg' });
  });

  it('uploads a chosen photo and refuses other files', async () => {
    api.on<ProfileUserResponse>('PUT', '/users/me/avatar', { body: { message: 'Profile photo updated', user } });
    open();
    const input = section('Your details').getByLabelText('Upload a photo');
    await userEvent.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(await screen.findByText('Choose a PNG, JPEG, WebP or GIF image')).toBeInTheDocument();
    expect(api.sent('PUT', '/users/me/avatar')).toHaveLength(0);
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await userEvent.upload(input, photo);
    expect(await screen.findByText('Profile photo updated')).toBeInTheDocument();
    expect(api.sent('PUT', '/users/me/avatar')).toHaveLength(1);
  });

  it('shows the photo and removes it', async () => {
    user = { ...user, profileImage: 'https://cdn.example.com/amara.jpg' };
    api.on<ProfileUserResponse>('DELETE', '/users/me/avatar', {
      body: { message: 'Profile photo removed', user: AMARA },
    });
    open();
    expect(screen.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/amara.jpg',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('Profile photo removed')).toBeInTheDocument();
    expect(api.sent('DELETE', '/users/me/avatar')).toHaveLength(1);
  });

  it('changes the password, and puts a wrong current password under its field', async () => {
    open();
    const password = section('Password');
    await userEvent.type(password.getByLabelText('Current password'), 'Wrong!pass1');
    await userEvent.type(password.getByLabelText('New password'), 'Fresh!pass2');
    await userEvent.type(password.getByLabelText('Confirm new password'), 'Fresh!pass2');
    api.on('PUT', '/users/me/password', {
      status: 400,
      body: { error: 'Your current password is not correct', code: 'profile.currentPasswordWrong' },
    });
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    expect(await password.findByText('Your current password is not correct')).toBeInTheDocument();
    expect(password.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');

    api.on<MessageResponse>('PUT', '/users/me/password', {
      body: { message: 'Password changed. You were signed out on your other devices.' },
    });
    await userEvent.clear(password.getByLabelText('Current password'));
    await userEvent.type(password.getByLabelText('Current password'), 'Kuza!pass1');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed. You were signed out on your other devices.')).toBeInTheDocument();
    expect(api.sent('PUT', '/users/me/password').pop()!.body).toEqual({
      currentPassword: 'Kuza!pass1',
      newPassword: 'Fresh!pass2',
      confirmPassword: 'Fresh!pass2',
    });
    expect(password.getByLabelText('Current password')).toHaveValue('');
  });

  it('sends an account without a password to the reset link instead', () => {
    user = { ...user, providers: ['google'] };
    open();
    expect(section('Password').getByRole('link', { name: 'request a link to set a password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('saves the language the account reads Kuza in, and the page speaks it at once', async () => {
    await i18n.register('contracts', (locale) => import(`@kuza/contracts/locales/${locale}.json`));
    open();
    const details = section('Your details');
    const language = details.getByRole('combobox', { name: 'Language' });
    expect(language).toHaveValue('en');
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(SUPPORTED_LOCALES.map((locale) => LOCALE_NAMES[locale]));

    await userEvent.selectOptions(language, 'Français');

    expect(await screen.findByText('Langue enregistrée')).toBeInTheDocument();
    expect(api.sent('PUT', '/auth')[0].body).toEqual({ locale: 'fr' });
    expect(document.documentElement.lang).toBe('fr');
    // The form, its labels and its own rules now speak French too.
    await userEvent.clear(details.getByLabelText('Prénom'));
    await userEvent.type(details.getByLabelText('Prénom'), 'A');
    await userEvent.click(details.getByRole('button', { name: 'Enregistrer' }));
    expect(await details.findByText('Le prénom doit compter au moins 2 caractères')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
    await i18n.setLocale('en');
  });

  it('shows the onboarding answers with a link to change them', () => {
    open();
    const answers = section('Onboarding answers');
    expect(answers.getByText('Fintech')).toBeInTheDocument();
    expect(answers.getByText('Resume Builder')).toBeInTheDocument();
    expect(answers.getAllByText('Not answered')).toHaveLength(2);
    expect(answers.getByRole('link', { name: 'Change your answers' })).toHaveAttribute('href', '/onboarding');
  });

  it('brings the Settings section into focus from /profile#settings', async () => {
    open('/profile#settings');
    expect(await screen.findByRole('region', { name: 'Password' })).toHaveFocus();
  });
});

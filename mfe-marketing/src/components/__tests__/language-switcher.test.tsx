import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCALE_STORAGE_KEY } from '@kuza/i18n';
import { aUser, api, renderPage } from '@kuza/testing';
import { LanguageSwitcher } from '../language-switcher';

const switcher = () => within(screen.getByRole('navigation', { name: 'Language' }));

describe('the public pages’ language switcher', () => {
  beforeEach(() => {
    window.localStorage.clear();
    // jsdom cannot load another page: the full page load the link asks for is only reported.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('saves a signed-in visitor’s choice on the account before the page in that language loads', async () => {
    const user = userEvent.setup();
    const account = aUser({ locale: 'en' });
    api.on('PUT', '/auth', (call) => ({
      body: { message: 'Profile updated', user: { ...account, ...(call.body as object) } },
    }));
    renderPage(<LanguageSwitcher />, { path: '/waitlist', user: account });

    await user.click(switcher().getByRole('link', { name: 'Français' }));

    await waitFor(() => expect(api.sent('PUT', '/auth')).toHaveLength(1));
    expect(api.sent('PUT', '/auth')[0]!.body).toEqual({ locale: 'fr' });
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr');
  });

  it('asks nothing of the API for a visitor who is not signed in, or who picks the account’s own language', async () => {
    const user = userEvent.setup();
    const signedOut = renderPage(<LanguageSwitcher />, { path: '/waitlist' });
    await user.click(switcher().getByRole('link', { name: 'Português' }));
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('pt');
    signedOut.unmount();

    renderPage(<LanguageSwitcher />, { path: '/waitlist', user: aUser({ locale: 'pt' }) });
    await user.click(switcher().getByRole('link', { name: 'Português' }));
    expect(api.sent('PUT', '/auth')).toEqual([]);
  });
});

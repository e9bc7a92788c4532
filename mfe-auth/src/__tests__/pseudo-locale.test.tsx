import type { ReactElement } from 'react';
import { act, screen } from '@testing-library/react';
import type { InvitationPreview } from '@kuza/contracts';
import { signedOut } from '@kuza/store';
import { aUser, api, renderPage, speakPseudoLocale, untranslatedText } from '@kuza/testing';
import ForgotPasswordPage from '../pages/forgot-password-page';
import InvitationPage from '../pages/invitation-page';
import ResetPasswordPage from '../pages/reset-password-page';
import SignInPage from '../pages/sign-in-page';
import SignUpPage from '../pages/sign-up-page';
import VerifyEmailPage from '../pages/verify-email-page';

/** Every English catalog an account page's words can come from. */
const CATALOGS = ['mfe-auth', 'packages/app', 'packages/contracts', 'packages/ui'].map(
  (workspace) => require(`../../../${workspace}/locales/en.json`) as Record<string, string>,
);

/**
 * Names that are the same in every language, the values the pages are given, and text the contracts still hold as
 * English rather than as a message (the password rule's hint), listed so nothing else slips by.
 */
const ALLOWED = ['Kuza', 'Google', 'SokoFresh', 'Amina Okafor', 'zuri@sokofresh.co.ke', 'ada@example.com'];

/** The design system's words come from its catalog: only the brand is said as is. */
const DESIGN_SYSTEM_WORDS = ['Kuza'];

/**
 * The words on the page that came from no catalog. A sentence with an address set in bold inside it is one
 * message drawn as several text nodes: the bold is flattened first, so the sentence is read whole.
 */
function wordsFromNoCatalog(): string[] {
  const page = document.body.cloneNode(true) as HTMLElement;
  for (const bold of page.querySelectorAll('strong')) bold.replaceWith(bold.textContent ?? '');
  page.normalize();
  return untranslatedText(page, [...ALLOWED, ...DESIGN_SYSTEM_WORDS]);
}

const invitation: InvitationPreview = {
  workspace: 'SokoFresh',
  inviter: 'Amina Okafor',
  email: 'zuri@sokofresh.co.ke',
  role: 'Admin',
  hasAccount: false,
};

const PAGES: Array<{ name: string; page: ReactElement; path: string; at: string; shows: RegExp }> = [
  { name: 'sign-in', page: <SignInPage />, path: '/signin', at: '/signin', shows: /⟦/ },
  { name: 'sign-up', page: <SignUpPage />, path: '/signup', at: '/signup', shows: /⟦/ },
  { name: 'verify-email', page: <VerifyEmailPage />, path: '/verify-email', at: '/verify-email', shows: /⟦/ },
  {
    name: 'forgot-password',
    page: <ForgotPasswordPage />,
    path: '/forgot-password',
    at: '/forgot-password',
    shows: /⟦/,
  },
  {
    name: 'reset-password',
    page: <ResetPasswordPage />,
    path: '/reset-password',
    at: '/reset-password?token=t',
    shows: /⟦/,
  },
  {
    name: 'reset-password without a token',
    page: <ResetPasswordPage />,
    path: '/reset-password',
    at: '/reset-password',
    shows: /⟦/,
  },
  {
    name: 'invitation',
    page: <InvitationPage />,
    path: '/invitation',
    at: '/invitation?invite=tok',
    shows: /SokoFresh/,
  },
  { name: 'invitation that is gone', page: <InvitationPage />, path: '/invitation', at: '/invitation', shows: /⟦/ },
];

describe('every account page in the pseudo-locale', () => {
  beforeAll(() => speakPseudoLocale(CATALOGS));
  afterEach(() => localStorage.clear());

  it.each(PAGES)('the $name page shows no word that did not come from a catalog', async ({ page, path, at, shows }) => {
    api.on<InvitationPreview>('POST', '/team/invitations/preview', { body: invitation });
    localStorage.setItem('registeredEmail', 'ada@example.com');
    const view = renderPage(page, { path, at });
    act(() => void view.store.dispatch(signedOut()));
    await screen.findAllByText(shows);
    expect(wordsFromNoCatalog()).toEqual([]);
  });

  it('the invitation page says who invited whom in a signed-in session with another address', async () => {
    api.on<InvitationPreview>('POST', '/team/invitations/preview', { body: invitation });
    renderPage(<InvitationPage />, {
      path: '/invitation',
      at: '/invitation?invite=tok',
      user: aUser({ email: 'ada@example.com' }),
    });
    await screen.findByText(/ada@example\.com/);
    expect(wordsFromNoCatalog()).toEqual([]);
  });
});

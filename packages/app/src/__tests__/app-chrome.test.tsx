import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicUser } from '@kuza/contracts';
import { aUser, renderPage } from '@kuza/testing';
import { AppChrome } from '../chrome/app-chrome';
import { avatarInitials } from '../chrome/avatar-menu';

function renderChrome(user?: PublicUser) {
  renderPage(
    <AppChrome title="Dashboard">
      <h1>Welcome back</h1>
    </AppChrome>,
    { path: '/dashboard', user },
  );
}

function setMobile(matches: boolean) {
  window.matchMedia = jest
    .fn()
    .mockReturnValue({ matches, addEventListener: jest.fn(), removeEventListener: jest.fn() });
}

beforeEach(() => {
  document.cookie = 'sidebar_state=; max-age=0; path=/';
  setMobile(false);
});

describe('the signed-in chrome', () => {
  it('shows initials of first and last name, else the first letter of the e-mail, else NA', () => {
    expect(avatarInitials({ firstname: 'Amara', lastname: 'Okafor', email: 'a@x.io' })).toBe('AO');
    expect(avatarInitials({ email: 'zuri@example.com' })).toBe('Z');
    expect(avatarInitials(null)).toBe('NA');
  });

  it('puts the page in its one main landmark, under a bar with the logo linking to the dashboard', () => {
    renderChrome();
    const home = within(screen.getByRole('banner')).getByRole('link', { name: 'Kuza home' });
    expect(home).toHaveAttribute('href', '/dashboard');
    expect(home.querySelector('svg')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('lists every tool, with the unavailable ones disabled and marked Soon', () => {
    renderChrome(aUser());
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Pitch Deck Generator' })).toHaveAttribute('href', '/pitch-decks');
    expect(screen.getByRole('link', { name: 'Resume Builder' })).toHaveAttribute('href', '/resume-builder');
    for (const name of ['Financial Forecast', 'Market Estimator', 'YC Assistant', 'AI Coach']) {
      const item = screen.getByRole('button', { name: new RegExp(name) });
      expect(item).toBeDisabled();
      expect(item).toHaveTextContent('Soon');
    }
    expect(screen.getByRole('button', { name: /Subscription/ })).toHaveTextContent('Coming Soon');
    expect(screen.getByRole('link', { name: 'Team Members' })).toHaveAttribute('href', '/team-members');
  });

  it("says 'Support coming soon!' when Support is chosen", async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderChrome();
    await userEvent.click(screen.getByRole('button', { name: 'Support' }));
    expect(alert).toHaveBeenCalledWith('Support coming soon!');
  });

  it('collapses to icons with Ctrl+B and remembers it in a cookie for 7 days', () => {
    renderChrome();
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    act(() => void fireEvent.keyDown(window, { key: 'b', ctrlKey: true }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.cookie).toContain('sidebar_state=false');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveTextContent('Dashboard');
  });

  it('opens the account menu with Profile, Settings, Help and Sign out', async () => {
    renderChrome(aUser());
    await userEvent.click(screen.getByRole('button', { name: 'AO, account menu for Amara Okafor' }));
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Help' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens the mobile drawer, moves focus into it, and closes it with Escape, back on the toggle', async () => {
    setMobile(true);
    renderChrome();
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the account menu when focus leaves it', async () => {
    renderChrome(aUser());
    await userEvent.click(screen.getByRole('button', { name: 'AO, account menu for Amara Okafor' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Toggle sidebar' }).focus());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('makes the open mobile drawer a modal dialog that keeps Tab inside it', async () => {
    setMobile(true);
    renderChrome();
    await userEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    const drawer = screen.getByRole('dialog', { name: 'Sidebar' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');

    act(() => within(drawer).getByRole('link', { name: 'Team Members' }).focus());
    await userEvent.tab();
    expect(within(drawer).getByRole('button', { name: 'Close sidebar' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(drawer).getByRole('link', { name: 'Team Members' })).toHaveFocus();
  });

  it('closes the mobile drawer with its Close button, back on the toggle', async () => {
    setMobile(true);
    renderChrome();
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Close sidebar' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('keeps the desktop sidebar a plain landmark, not a dialog', () => {
    renderChrome();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).not.toHaveAttribute('aria-modal');
    expect(screen.queryByRole('button', { name: 'Close sidebar' })).not.toBeInTheDocument();
  });

  it('shows the initials when the profile image fails to load', () => {
    renderChrome(aUser({ profileImage: 'https://example.com/gone.png' }));
    const avatar = screen.getByRole('button', { name: 'Account menu for Amara Okafor' });
    fireEvent.error(within(avatar).getByRole('presentation'));
    expect(screen.getByRole('button', { name: 'AO, account menu for Amara Okafor' })).toHaveTextContent('AO');
    expect(within(avatar).queryByRole('presentation')).not.toBeInTheDocument();
  });
});

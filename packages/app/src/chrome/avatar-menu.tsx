import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { selectCurrentUser, useAppSelector, useAuthCurrentUserQuery, useSignOut } from '@kuza/store';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

/** Initials of first + last name, else the e-mail's first letter, else 'NA' (product.md §2). */
export function avatarInitials(user: { firstname?: string; lastname?: string; email?: string } | null): string {
  const initials = `${user?.firstname?.trim()[0] ?? ''}${user?.lastname?.trim()[0] ?? ''}`.toUpperCase();
  if (initials) return initials;
  return user?.email?.trim()[0]?.toUpperCase() ?? 'NA';
}

const Trigger = styled.button`
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
  overflow: hidden;
  padding: 0;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Menu = styled.ul`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 8px);
  min-width: 12rem;
  margin: 0;
  padding: ${({ theme }) => theme.spacing.xs};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  z-index: ${({ theme }) => theme.zIndices.header + 1};
  a,
  button {
    display: block;
    width: 100%;
    text-align: start;
    padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
    border: 0;
    background: none;
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radii.sm};
    cursor: pointer;
  }
  a:hover,
  button:hover,
  a:focus-visible,
  button:focus-visible {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`;

const messages = defineMessages({
  yourAccount: { id: 'app.account.yourAccount', defaultMessage: 'your account' },
  menuFor: { id: 'app.account.menuFor', defaultMessage: 'Account menu for {name}' },
  menuWithInitials: { id: 'app.account.menuWithInitials', defaultMessage: '{initials}, account menu for {name}' },
  account: { id: 'app.account.menu', defaultMessage: 'Account' },
  profile: { id: 'app.account.profile', defaultMessage: 'Profile' },
  settings: { id: 'app.account.settings', defaultMessage: 'Settings' },
  help: { id: 'app.account.help', defaultMessage: 'Help' },
  signingOut: { id: 'app.account.signingOut', defaultMessage: 'Logging out...' },
  signOut: { id: 'app.account.signOut', defaultMessage: 'Sign out' },
});

/** The avatar and its menu: Profile, Settings, Help, Sign out ('Logging out...' while it runs). */
export function AvatarMenu() {
  // Asks for the user itself (one cached request), so the avatar is right on a remote's standalone host too.
  useAuthCurrentUserQuery();
  const { t } = useI18n();
  const user = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const { signOut, isSigningOut } = useSignOut(() => navigate('/signin'));
  const [open, setOpen] = useState(false);
  // Remembered by URL, so a new profile image is tried again.
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    // Tabbing out of the menu closes it too, like a click elsewhere.
    const onFocus = (event: FocusEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      setOpen(false);
      root.current?.querySelector<HTMLElement>('button[aria-haspopup]')?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    }
  };

  const name = [user?.firstname, user?.lastname].filter(Boolean).join(' ') || user?.email || t(messages.yourAccount);
  const initials = avatarInitials(user);
  const image = user?.profileImage && user.profileImage !== failedImage ? user.profileImage : null;
  return (
    <div ref={root} style={{ position: 'relative' }}>
      <Trigger
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        // The visible initials start the name, so speech users can say what they see (WCAG 2.5.3).
        aria-label={image ? t(messages.menuFor, { name }) : t(messages.menuWithInitials, { initials, name })}
        onClick={() => setOpen((value) => !value)}
      >
        {image ? <img src={image} alt="" onError={() => setFailedImage(image)} /> : initials}
      </Trigger>
      {open && (
        <Menu id={menuId} role="menu" aria-label={t(messages.account)} onKeyDown={onMenuKey}>
          <li role="none">
            <Link role="menuitem" to="/profile" onClick={() => setOpen(false)}>
              {t(messages.profile)}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to="/profile#settings" onClick={() => setOpen(false)}>
              {t(messages.settings)}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to="/#faq" onClick={() => setOpen(false)}>
              {t(messages.help)}
            </Link>
          </li>
          <li role="none">
            <button type="button" role="menuitem" disabled={isSigningOut} onClick={() => void signOut()}>
              {t(isSigningOut ? messages.signingOut : messages.signOut)}
            </button>
          </li>
        </Menu>
      )}
    </div>
  );
}

import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { Button } from './button';
import { toast } from './toasts';

const messages = defineMessages({
  exportMenu: { id: 'ui.exportMenu.export', defaultMessage: 'Export' },
});

export interface ExportItem {
  label: string;
  /** The API's download link (the browser sends the session cookie with it). */
  href: string;
}

export interface ExportMenuProps {
  items: readonly ExportItem[];
  /** True while the editor holds changes the server does not have yet. */
  unsaved: boolean;
  /** Sends unsaved changes; resolves false when they could not be saved. */
  saveFirst: () => Promise<boolean>;
  /** Said in a toast when saving first failed; without it the editor says so itself. */
  saveFailedMessage?: string;
}

const Wrap = styled.div`
  position: relative;
`;

const Menu = styled.ul`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 4px);
  z-index: ${({ theme }) => theme.zIndices.header};
  min-width: 11rem;
  margin: 0;
  padding: ${({ theme }) => theme.spacing.xs};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Item = styled.a`
  display: block;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.primarySubtle};
    outline: none;
  }
`;

const download = (href: string) => {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = '';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
};

/** Export: a menu of real download links; unsaved edits are sent first, so the file has them. */
export function ExportMenu({ items, unsaved, saveFirst, saveFailedMessage }: ExportMenuProps) {
  const { t } = useI18n();
  const id = useId();
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const links = useRef<Array<HTMLAnchorElement | null>>([]);

  useEffect(() => {
    if (!open) return;
    links.current[0]?.focus();
    const outside = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = links.current.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape') {
      // The editor's own Escape (closing a dialog or the preview) must not see this one.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      trigger.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      links.current[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const choose = async (event: MouseEvent<HTMLAnchorElement>) => {
    setOpen(false);
    if (!unsaved) return;
    event.preventDefault();
    const href = event.currentTarget.href;
    if (await saveFirst()) download(href);
    else if (saveFailedMessage) toast.error(saveFailedMessage);
  };

  return (
    <Wrap ref={wrap}>
      <Button
        ref={trigger}
        size="sm"
        variant="secondary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => setOpen((shown) => !shown)}
      >
        {t(messages.exportMenu)} <span aria-hidden="true">▾</span>
      </Button>
      {open && (
        <Menu id={`${id}-menu`} role="menu" aria-label={t(messages.exportMenu)} onKeyDown={onKeyDown}>
          {items.map(({ label, href }, i) => (
            <li key={label} role="none">
              <Item
                ref={(el) => {
                  links.current[i] = el;
                }}
                role="menuitem"
                href={href}
                download
                onClick={(event) => void choose(event)}
              >
                {label}
              </Item>
            </li>
          ))}
        </Menu>
      )}
    </Wrap>
  );
}

import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { getRuntimeConfig } from '@kuza/store';
import { Button } from '@kuza/ui';
import { resumeExportUrl } from '../resumes/api';

const ITEMS = [
  { format: 'docx', label: 'Export as Word (.docx)' },
  { format: 'pdf', label: 'Export as PDF' },
] as const;

const Wrap = styled.div`
  position: relative;
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  z-index: 20;
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

export interface ExportMenuProps {
  resumeId: string;
  /** Saves pending edits first, so the file has them; resolves false when saving failed. */
  beforeExport: () => Promise<boolean>;
  hasPendingChanges: boolean;
}

/** Export as Word (.docx) or PDF: plain links to the API, so the browser downloads with the session cookie. */
export function ExportMenu({ resumeId, beforeExport, hasPendingChanges }: ExportMenuProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<Array<HTMLAnchorElement | null>>([]);

  useEffect(() => {
    if (!open) return;
    items.current[0]?.focus();
    const outside = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = items.current.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      trigger.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items.current[(index + step + ITEMS.length) % ITEMS.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const onChoose = (event: MouseEvent<HTMLAnchorElement>) => {
    setOpen(false);
    if (!hasPendingChanges) return;
    // Unsaved edits go to the server first; then the same link is followed.
    event.preventDefault();
    const href = event.currentTarget.href;
    void beforeExport().then((saved) => {
      if (saved) window.location.assign(href);
    });
  };

  const apiUrl = getRuntimeConfig().apiUrl;
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
        Export <span aria-hidden="true">▾</span>
      </Button>
      {open && (
        <Menu id={`${id}-menu`} role="menu" aria-label="Export" onKeyDown={onKeyDown}>
          {ITEMS.map(({ format, label }, i) => (
            <li key={format} role="none">
              <Item
                ref={(el) => {
                  items.current[i] = el;
                }}
                role="menuitem"
                href={resumeExportUrl(apiUrl, resumeId, format)}
                download
                onClick={onChoose}
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

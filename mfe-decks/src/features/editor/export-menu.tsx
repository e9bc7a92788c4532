import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { getRuntimeConfig } from '@kuza/store';
import { Button, toast } from '@kuza/ui';
import { deckExportUrl } from '../decks/api';

export interface ExportMenuProps {
  deckId: string;
  /** True while the editor holds changes the server does not have yet. */
  unsaved: boolean;
  saveFirst: () => Promise<boolean>;
}

const Wrap = styled.div`
  position: relative;
`;

const Panel = styled.ul`
  position: absolute;
  top: calc(100% + 4px);
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  min-width: 220px;
  margin: 0;
  padding: ${({ theme }) => theme.spacing.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  list-style: none;

  a {
    display: block;
    padding: ${({ theme }) => theme.spacing.sm};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
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

/** Export: real downloads from the API (the browser sends the session cookie with the link). */
export function ExportMenu({ deckId, unsaved, saveFirst }: ExportMenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const apiUrl = getRuntimeConfig().apiUrl;
  const items = [
    { label: 'Export as PPTX', href: deckExportUrl(apiUrl, deckId, 'pptx') },
    { label: 'Export as PDF', href: deckExportUrl(apiUrl, deckId, 'pdf') },
    { label: 'PDF with speaker notes', href: deckExportUrl(apiUrl, deckId, 'pdf', true) },
  ];

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };

  // The export reads the saved deck: unsaved edits are sent first, then the file is fetched.
  const choose = async (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    setOpen(false);
    if (!unsaved) return;
    event.preventDefault();
    if (await saveFirst()) download(href);
    else toast.error('Your latest changes are not saved yet, so the export would miss them. Try again once saved.');
  };

  return (
    <Wrap ref={wrapRef} onKeyDown={onKeyDown}>
      <Button
        ref={buttonRef}
        size="sm"
        variant="secondary"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
      >
        Export
      </Button>
      <Panel id={id} hidden={!open} aria-label="Export formats">
        {items.map((item) => (
          <li key={item.label}>
            <a href={item.href} download onClick={(event) => void choose(event, item.href)}>
              {item.label}
            </a>
          </li>
        ))}
      </Panel>
    </Wrap>
  );
}

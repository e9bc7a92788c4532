import styled from 'styled-components';
import { Button, Dialog } from '@kuza/ui';
import { DECK_ICONS, SlideIcon, type DeckIconName } from '../preview/slide-icons';
import { ICON_WORDS } from '../../components/contract-words';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const MESSAGES = defineMessages({
  title: { id: 'decks.icon.title', defaultMessage: 'Add Icon' },
  description: { id: 'decks.icon.description', defaultMessage: 'Pick an icon to show beside the slide title.' },
  remove: { id: 'decks.icon.remove', defaultMessage: 'Remove icon' },
});

export interface IconDialogProps {
  current?: string;
  onCancel: () => void;
  onPick: (icon: DeckIconName | undefined) => void;
}

const IconGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Choice = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  width: 100%;
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  svg {
    width: 32px;
    height: 32px;
    color: ${({ theme }) => theme.colors.primary};
  }
  &:hover,
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Add Icon: one icon per slide, shown beside its title in the accent colour. */
export function IconDialog({ current, onCancel, onPick }: IconDialogProps) {
  const { t } = useI18n();
  const names = Object.keys(DECK_ICONS) as DeckIconName[];
  return (
    <Dialog
      open
      onClose={onCancel}
      title={t(MESSAGES.title)}
      description={t(MESSAGES.description)}
      footer={
        current ? (
          <Button variant="secondary" onClick={() => onPick(undefined)}>
            {t(MESSAGES.remove)}
          </Button>
        ) : undefined
      }
    >
      <IconGrid>
        {names.map((name) => (
          <li key={name}>
            <Choice type="button" aria-pressed={current === name} onClick={() => onPick(name)}>
              <SlideIcon name={name} />
              {t(ICON_WORDS[name])}
            </Choice>
          </li>
        ))}
      </IconGrid>
    </Dialog>
  );
}

import { useId } from 'react';
import styled from 'styled-components';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const messages = defineMessages({
  recommended: { id: 'ui.choiceCards.recommended', defaultMessage: 'Recommended' },
});

export interface Choice<T extends string> {
  value: T;
  title: string;
  text: string;
  recommended?: boolean;
}

export interface ChoiceCardsProps<T extends string> {
  /** The list's accessible name, e.g. 'How do you want to start?'. */
  label: string;
  choices: ReadonlyArray<Choice<T>>;
  onChoose: (value: T) => void;
  /** Moves focus to the first card on arrival (a dialog step that just changed). */
  autoFocusFirst?: boolean;
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: 0;
  list-style: none;
`;

/** The card is the list item; its button stretches over it, so the whole card is clickable. */
const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &:has(button:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Choose = styled.button`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: start;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  &:focus-visible {
    outline: none;
  }
`;

const Badge = styled.span`
  padding: 2px ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Text = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * A few ways to go on, as cards: each card's button is named by its title (and 'Recommended'),
 * and described by its text. The button carries `data-choice`, so a flow can return focus to the
 * card chosen last.
 */
export function ChoiceCards<T extends string>({ label, choices, onChoose, autoFocusFirst }: ChoiceCardsProps<T>) {
  const { t } = useI18n();
  const id = useId();
  return (
    <Grid aria-label={label}>
      {choices.map(({ value, title, text, recommended }, index) => (
        <Card key={value}>
          <Choose
            type="button"
            data-choice={value}
            aria-describedby={`${id}-${value}`}
            autoFocus={autoFocusFirst && index === 0}
            onClick={() => onChoose(value)}
          >
            {title}
            {recommended && (
              <>
                {' '}
                <Badge>{t(messages.recommended)}</Badge>
              </>
            )}
          </Choose>
          <Text id={`${id}-${value}`}>{text}</Text>
        </Card>
      ))}
    </Grid>
  );
}

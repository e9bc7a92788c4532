import { useId } from 'react';
import styled from 'styled-components';
import type { DeckCreationMode } from '@kuza/contracts';

const MODES: ReadonlyArray<{ mode: DeckCreationMode; title: string; text: string; recommended?: boolean }> = [
  {
    mode: 'ai',
    title: 'Start with AI',
    text: 'Answer a few questions; Kuza drafts the outline with your onboarding answers.',
    recommended: true,
  },
  { mode: 'paste', title: 'Paste', text: 'Paste notes, a memo or an old deck’s text.' },
  { mode: 'import', title: 'Import File', text: 'Bring a .pptx or .pdf deck, from your computer or a link.' },
];

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
  text-align: left;
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

/** The three ways to start a deck (product.md §2); 'Start with AI' is the recommended one. */
export function ModeChoice({ onChoose }: { onChoose: (mode: DeckCreationMode) => void }) {
  const id = useId();
  return (
    <Grid aria-label="How do you want to start?">
      {MODES.map(({ mode, title, text, recommended }) => (
        <Card key={mode}>
          <Choose type="button" data-mode={mode} aria-describedby={`${id}-${mode}`} onClick={() => onChoose(mode)}>
            {title}
            {recommended && (
              <>
                {' '}
                <Badge>Recommended</Badge>
              </>
            )}
          </Choose>
          <Text id={`${id}-${mode}`}>{text}</Text>
        </Card>
      ))}
    </Grid>
  );
}

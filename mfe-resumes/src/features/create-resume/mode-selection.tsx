import styled from 'styled-components';

export type CreationMode = 'ai' | 'paste' | 'import';

const MODES: Array<{ mode: CreationMode; title: string; text: string; recommended?: boolean }> = [
  {
    mode: 'ai',
    title: 'Start with AI',
    text: 'Tell us about the founder; Kuza writes the summary and every section.',
    recommended: true,
  },
  { mode: 'paste', title: 'Paste', text: 'Paste the text of an existing CV or LinkedIn profile.' },
  { mode: 'import', title: 'Import File', text: 'Upload a PDF or Word CV (.pdf, .doc, .docx).' },
];

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.spacing.md};
  list-style: none;
`;

const Choice = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  width: 100%;
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Title = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Badge = styled.span`
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Text = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** The three ways to start a resume (product.md §2): Start with AI (recommended), Paste, Import File. */
export function ModeSelection({ onChoose }: { onChoose: (mode: CreationMode) => void }) {
  return (
    <List aria-label="Ways to start">
      {MODES.map(({ mode, title, text, recommended }, index) => (
        <li key={mode}>
          {/* Each step change moves focus into the new content: here, the first way to start. */}
          <Choice type="button" autoFocus={index === 0} onClick={() => onChoose(mode)}>
            <Title>
              {title}
              {recommended && <Badge>Recommended</Badge>}
            </Title>
            <Text>{text}</Text>
          </Choice>
        </li>
      ))}
    </List>
  );
}

import { useId, useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { readPastedText, type PastedLine } from '@kuza/contracts';

const Box = styled.section`
  max-height: 260px;
  overflow: auto;
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Title = styled.h4`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Heading = styled.p`
  margin: ${({ theme }) => theme.spacing.sm} 0 ${({ theme }) => theme.spacing.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
`;

const Bullets = styled.ul`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
  padding-left: ${({ theme }) => theme.spacing.lg};
`;

/** Groups consecutive bullets into one list so the preview reads like the outline will. */
function render(blocks: PastedLine[]): ReactNode[] {
  const nodes: ReactNode[] = [];
  let bullets: string[] = [];
  const flush = () => {
    if (bullets.length)
      nodes.push(
        <Bullets key={`list-${nodes.length}`}>
          {bullets.map((b, i) => (
            <li key={i}>{b}</li>
          ))}
        </Bullets>,
      );
    bullets = [];
  };
  blocks.forEach((block, index) => {
    if (block.kind === 'bullet') return void bullets.push(block.text);
    flush();
    const Tag = block.kind === 'heading' ? Heading : Text;
    nodes.push(<Tag key={index}>{block.text}</Tag>);
    if (block.kind === 'heading' && block.rest) nodes.push(<Text key={`${index}-rest`}>{block.rest}</Text>);
  });
  flush();
  return nodes;
}

export function PastePreview({ text }: { text: string }) {
  const blocks = useMemo(() => readPastedText(text), [text]);
  const headings = blocks.filter((block) => block.kind === 'heading').length;
  const titleId = useId();
  // Focusable so keyboard users can scroll a long preview.
  return (
    <Box aria-labelledby={titleId} tabIndex={0}>
      <Title id={titleId}>Preview{headings > 1 ? ` — ${headings} sections` : ''}</Title>
      {blocks.length ? render(blocks) : <Text>Your outline preview appears here as you paste.</Text>}
    </Box>
  );
}

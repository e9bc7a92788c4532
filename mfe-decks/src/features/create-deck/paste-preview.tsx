import { useId, useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { readPitch, type PitchLine, type PitchSection } from '@kuza/contracts/pitch';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const MESSAGES = defineMessages({
  title: {
    id: 'decks.create.paste.previewTitle',
    defaultMessage: '{sections, plural, =0 {Preview} one {Preview} other {Preview — # sections}}',
  },
  empty: { id: 'decks.create.paste.previewEmpty', defaultMessage: 'Your outline preview appears here as you paste.' },
});

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
  padding-inline-start: ${({ theme }) => theme.spacing.lg};
`;

/** Groups consecutive bullets into one list so the preview reads like the outline will. */
function lines(items: PitchLine[], key: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let bullets: string[] = [];
  const flush = () => {
    if (bullets.length)
      nodes.push(
        <Bullets key={`${key}-list-${nodes.length}`}>
          {bullets.map((b, i) => (
            <li key={i}>{b}</li>
          ))}
        </Bullets>,
      );
    bullets = [];
  };
  items.forEach((line, index) => {
    if (line.kind === 'bullet') return void bullets.push(line.text);
    flush();
    nodes.push(<Text key={`${key}-${index}`}>{line.text}</Text>);
  });
  flush();
  return nodes;
}

/** Each section the outline will have: its title (the founder's heading, or one Kuza gives it) and its lines. */
function render(preamble: PitchLine[], sections: PitchSection[]): ReactNode[] {
  return [
    ...lines(preamble, 'preamble'),
    ...sections.flatMap((section, index) => [
      <Heading key={`heading-${index}`}>{section.title}</Heading>,
      ...lines(section.lines, `section-${index}`),
    ]),
  ];
}

export function PastePreview({ text }: { text: string }) {
  const { t } = useI18n();
  const pitch = useMemo(() => readPitch(text), [text]);
  const headings = pitch.sections.length;
  const titleId = useId();
  // Focusable so keyboard users can scroll a long preview.
  return (
    <Box aria-labelledby={titleId} tabIndex={0}>
      <Title id={titleId}>{t(MESSAGES.title, { sections: headings })}</Title>
      {text.trim() ? render(pitch.preamble, pitch.sections) : <Text>{t(MESSAGES.empty)}</Text>}
    </Box>
  );
}

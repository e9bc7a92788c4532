import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { GoalOption } from '@kuza/contracts';
import { icons, type IconName } from '@kuza/ui';
import { defineMessages, type MessageDescriptor } from '@kuza/i18n';
import { useDashboardI18n } from '../../i18n';

const messages = defineMessages({
  heading: { id: 'dashboard.quickStart.heading', defaultMessage: 'Quick start' },
  yourGoal: { id: 'dashboard.quickStart.yourGoal', defaultMessage: 'Your goal' },
  soon: { id: 'dashboard.quickStart.soon', defaultMessage: 'Soon' },
  deck: { id: 'dashboard.quickStart.deck', defaultMessage: 'Pitch Deck' },
  deckText: { id: 'dashboard.quickStart.deckText', defaultMessage: 'Build an investor-ready deck with AI.' },
  resume: { id: 'dashboard.quickStart.resume', defaultMessage: 'Resume Builder' },
  resumeText: { id: 'dashboard.quickStart.resumeText', defaultMessage: 'A founder resume investors can scan fast.' },
  assistant: { id: 'dashboard.quickStart.assistant', defaultMessage: 'YC Assistant' },
  assistantText: {
    id: 'dashboard.quickStart.assistantText',
    defaultMessage: 'Draft answers to accelerator applications.',
  },
  market: { id: 'dashboard.quickStart.market', defaultMessage: 'Market Estimator' },
  marketText: { id: 'dashboard.quickStart.marketText', defaultMessage: 'Size your market from the ground up.' },
  coach: { id: 'dashboard.quickStart.coach', defaultMessage: 'AI Coach' },
  coachText: { id: 'dashboard.quickStart.coachText', defaultMessage: 'Practise your pitch and investor Q&A.' },
});

interface Tool {
  title: MessageDescriptor;
  text: MessageDescriptor;
  icon: IconName;
  /** Tools without a screen yet have no target and are disabled with a 'Soon' badge. */
  to?: string;
  /** The onboarding goal this tool serves, to mark it for founders who chose it. */
  goal?: GoalOption;
}

/** product.md §2 quick-start cards; the pitch deck card opens the decks page until a deck exists. */
export const QUICK_START: readonly Tool[] = [
  {
    title: messages.deck,
    text: messages.deckText,
    icon: 'deck',
    // Straight into the deck creation dialog (spec: the Pitch Deck card opens it).
    to: '/pitch-decks?create=1',
    goal: 'Create pitch deck',
  },
  {
    title: messages.resume,
    text: messages.resumeText,
    icon: 'resume',
    to: '/resume-builder',
    goal: 'Resume Builder',
  },
  {
    title: messages.assistant,
    text: messages.assistantText,
    icon: 'assistant',
    goal: 'Application Assistant',
  },
  { title: messages.market, text: messages.marketText, icon: 'market' },
  { title: messages.coach, text: messages.coachText, icon: 'coach', goal: 'AI Pitch Practice' },
];

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
`;

const cardStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  height: 100%;
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  text-align: start;
  font: inherit;
`;

const ActiveCard = styled(Link)`
  ${cardStyles}
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

const SoonCard = styled.button`
  ${cardStyles}
  width: 100%;
  background: ${({ theme }) => theme.colors.background};
  cursor: not-allowed;
`;

/** Shown first but read last: a card's name starts with its title, then the badge. */
const Top = styled.span`
  order: -1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Text = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Badge = styled.span<{ $tone: 'goal' | 'soon' }>`
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  background: ${({ theme, $tone }) => ($tone === 'goal' ? theme.colors.primarySubtle : theme.colors.border)};
  color: ${({ theme, $tone }) => ($tone === 'goal' ? theme.colors.primaryHover : theme.colors.text)};
`;

/** The five tools, with the goals the founder chose in onboarding marked 'Your goal'. */
export function QuickStart({ goals = [] }: { goals?: string[] }) {
  const { t } = useDashboardI18n();
  return (
    <section aria-labelledby="quick-start-heading">
      <h2 id="quick-start-heading">{t(messages.heading)}</h2>
      <Grid>
        {QUICK_START.map((tool) => {
          const Glyph = icons[tool.icon];
          const chosen = tool.goal && goals.includes(tool.goal);
          const top = (
            <Top>
              <Glyph />
              {tool.to ? (
                chosen && <Badge $tone="goal">{t(messages.yourGoal)}</Badge>
              ) : (
                <Badge $tone="soon">{t(messages.soon)}</Badge>
              )}
            </Top>
          );
          return (
            <li key={tool.title.id}>
              {tool.to ? (
                <ActiveCard to={tool.to}>
                  <Title>{t(tool.title)}</Title>
                  <Text>{t(tool.text)}</Text>
                  {top}
                </ActiveCard>
              ) : (
                <SoonCard type="button" disabled>
                  <Title>{t(tool.title)}</Title>
                  <Text>{t(tool.text)}</Text>
                  {top}
                </SoonCard>
              )}
            </li>
          );
        })}
      </Grid>
    </section>
  );
}

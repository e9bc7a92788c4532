import { useId } from 'react';
import styled from 'styled-components';
import { Container } from '@kuza/ui';
import type { FaqItem } from '../content/faq';
import { Section, SectionHeading, SectionIntro } from './section';
import { defineMessages } from '@kuza/i18n';
import { useMarketingI18n } from '../i18n';

const messages = defineMessages({
  heading: { id: 'marketing.faq.heading', defaultMessage: 'Frequently Asked Questions' },
  intro: { id: 'marketing.faq.intro', defaultMessage: 'Everything you need to know about Kuza and the waitlist.' },
});

export interface FaqSectionProps {
  items: readonly FaqItem[];
  /** Index of the open item, or null when all are closed. */
  openIndex: number | null;
  onToggle: (index: number) => void;
}

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  max-width: 760px;
  margin: 0 auto;
`;

const Item = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Question = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  width: 100%;
  padding: ${({ theme }) => theme.spacing.md} ${({ theme }) => theme.spacing.lg};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: transparent;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: start;
  cursor: pointer;

  svg {
    flex: none;
    transition: transform ${({ theme }) => theme.transitions.normal};
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Answer = styled.div`
  padding: 0 ${({ theme }) => theme.spacing.lg} ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.muted};

  p {
    margin: 0;
  }
`;

/**
 * product.md §2 FAQ: an accordion (WAI-ARIA pattern: heading > button[aria-expanded] controlling a
 * labelled region). The caller owns which item is open: one at a time, and clicking the open one
 * closes it.
 */
export function FaqSection({ items, openIndex, onToggle }: FaqSectionProps) {
  const id = useId();
  const { t } = useMarketingI18n();
  return (
    <Section id="faq" aria-labelledby={`${id}-heading`}>
      <Container>
        <SectionHeading id={`${id}-heading`}>{t(messages.heading)}</SectionHeading>
        <SectionIntro>{t(messages.intro)}</SectionIntro>
        <List>
          {items.map((item, index) => {
            const open = openIndex === index;
            const triggerId = `${id}-q${index}`;
            const panelId = `${id}-a${index}`;
            return (
              <Item key={item.question.id}>
                <Question>
                  <Trigger
                    type="button"
                    id={triggerId}
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => onToggle(index)}
                  >
                    {t(item.question)}
                    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                      <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                    </svg>
                  </Trigger>
                </Question>
                <Answer id={panelId} role="region" aria-labelledby={triggerId} hidden={!open}>
                  <p>{t(item.answer)}</p>
                </Answer>
              </Item>
            );
          })}
        </List>
      </Container>
    </Section>
  );
}

import styled from 'styled-components';
import { Container } from '@kuza/ui';
import { Section, SectionHeading, SectionIntro } from '../../../components/section';
import { BENEFITS } from '../content';
import { defineMessages } from '@kuza/i18n';
import { useMarketingI18n } from '../../../i18n';

const messages = defineMessages({
  heading: { id: 'marketing.benefits.heading', defaultMessage: 'Why Choose Kuza?' },
  intro: {
    id: 'marketing.benefits.intro',
    defaultMessage: 'Made with founders who pitch to investors across the continent.',
  },
});

const Band = styled(Section)`
  background: ${({ theme }) => theme.colors.surface};
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.spacing.xl};
  margin: 0;
  padding: 0;
  list-style: none;

  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm};
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Check = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

/** product.md §2 benefits: 'Why Choose' with three items. */
export function BenefitsSection() {
  const { t } = useMarketingI18n();
  return (
    <Band id="benefits" aria-labelledby="benefits-heading">
      <Container>
        <SectionHeading id="benefits-heading">{t(messages.heading)}</SectionHeading>
        <SectionIntro>{t(messages.intro)}</SectionIntro>
        <List>
          {BENEFITS.map((benefit) => (
            <li key={benefit.title.id}>
              <h3>
                <Check aria-hidden="true">
                  <svg width="16" height="16" viewBox="0 0 16 16" focusable="false">
                    <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </Check>
                {t(benefit.title)}
              </h3>
              <p>{t(benefit.description)}</p>
            </li>
          ))}
        </List>
      </Container>
    </Band>
  );
}

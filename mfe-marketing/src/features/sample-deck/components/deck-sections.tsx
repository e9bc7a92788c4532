import styled from 'styled-components';
import { SAMPLE_DECK } from '../sample-deck';
import { useMarketingI18n } from '../../../i18n';
import { slideMessages, SlideView } from './slide-view';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    padding: ${({ theme }) => theme.spacing.xl};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.sm};

    @media ${({ theme }) => theme.media.mobile} {
      padding: ${({ theme }) => theme.spacing.lg};
    }
  }
`;

/** The whole sample deck as page sections, for /pitch-slide. */
export function DeckSections() {
  const { t } = useMarketingI18n();
  return (
    <List>
      {SAMPLE_DECK.map((slide, index) => (
        <li key={slide.id}>
          <SlideView
            slide={slide}
            headingLevel={2}
            label={t(slideMessages.position, { number: index + 1, count: SAMPLE_DECK.length })}
            eager={index === 0}
          />
        </li>
      ))}
    </List>
  );
}

import styled from 'styled-components';

/** A landing-page section: spaced, and clear of the fixed header when scrolled to by anchor. */
export const Section = styled.section`
  padding: ${({ theme }) => theme.spacing.xxl} 0;
  scroll-margin-top: ${({ theme }) => theme.heights.siteHeader};

  &:focus {
    outline: none;
  }

  @media ${({ theme }) => theme.media.desktop} {
    padding: 80px 0;
  }
`;

export const SectionHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: clamp(1.75rem, 4vw, 2.5rem);
  text-align: center;
`;

export const SectionIntro = styled.p`
  max-width: 60ch;
  margin: 0 auto ${({ theme }) => theme.spacing.xl};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-align: center;
`;

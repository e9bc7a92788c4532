import styled from 'styled-components';

/** The centred box an empty and an error state draw: a heading, a line of text and an action under it. */
export const StateBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;
`;

export const StateTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const StateActions = styled.div`
  margin-top: ${({ theme }) => theme.spacing.sm};
`;

import styled from 'styled-components';
import { VisuallyHidden } from '@kuza/ui';
import { JoinedCount } from '../features/waitlist/joined-count';

const Main = styled.main`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.spacing.lg};
`;

/** product.md §2: /people shows only the count. */
export default function PeoplePage() {
  return (
    <Main>
      <VisuallyHidden as="h1">People on the waitlist</VisuallyHidden>
      <JoinedCount size="xl" />
    </Main>
  );
}

import styled from 'styled-components';

const Title = styled.strong`
  display: block;
`;

const Body = styled.span`
  display: block;
`;

/** A toast with a title line, e.g. the destructive "Error" toast of sign-up (product.md §8). */
export function ToastMessage({ title, message }: { title: string; message: string }) {
  return (
    <div>
      <Title>{title}</Title>
      <Body>{message}</Body>
    </div>
  );
}

import styled from 'styled-components';

const Title = styled.strong`
  display: block;
`;

const Body = styled.span`
  display: block;
`;

/** A toast with a title line and the reason under it, e.g. the "Error" toast of sign-up (product.md §8). */
export function ToastMessage({ title, message }: { title: string; message: string }) {
  return (
    <div>
      <Title>{title}</Title>
      <Body>{message}</Body>
    </div>
  );
}

import styled from 'styled-components';

const Title = styled.strong`
  display: block;
`;

/** A toast with a title line and the server's reason under it. */
export function ToastMessage({ title, message }: { title: string; message: string }) {
  return (
    <div>
      <Title>{title}</Title>
      <span>{message}</span>
    </div>
  );
}

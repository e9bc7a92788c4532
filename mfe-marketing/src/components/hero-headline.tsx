import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '@kuza/ui';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { useTypedText } from '../hooks/use-typed-text';

export interface TypingHeadlineProps {
  id?: string;
  /** Typed out one character at a time. */
  lead: string;
  /** Fades in once the lead is complete. */
  rest: string;
}

const Heading = styled.h1`
  margin: 0;
  font-size: clamp(2.25rem, 6vw, 3.75rem);
  font-weight: 800;
  letter-spacing: -0.02em;
  line-height: 1.1;
`;

/** The full lead is laid out invisibly underneath, so the text types in without moving the page. */
const Line = styled.span`
  display: grid;

  &::before {
    content: attr(data-full);
    grid-area: 1 / 1;
    visibility: hidden;
  }
`;

const Typed = styled.span`
  grid-area: 1 / 1;
`;

const blink = keyframes`
  50% { opacity: 0; }
`;

const Caret = styled.span`
  display: inline-block;
  width: 3px;
  height: 0.9em;
  margin-left: 2px;
  vertical-align: -0.08em;
  background: currentColor;
  animation: ${blink} 1s steps(1) infinite;
`;

const Rest = styled.span<{ $shown: boolean }>`
  display: block;
  color: ${({ theme }) => theme.colors.primary};
  opacity: ${({ $shown }) => ($shown ? 1 : 0)};
  transition: opacity 600ms ease-out;
`;

/**
 * Spec §2 hero headline: the lead types out at 80 ms a character, then the rest fades in.
 * Screen readers get the whole sentence once (the animation is aria-hidden); with reduced motion
 * the text is simply there.
 */
export function TypingHeadline({ id, lead, rest }: TypingHeadlineProps) {
  const reduced = usePrefersReducedMotion();
  const typed = useTypedText(lead, !reduced);
  const done = typed.length === lead.length;
  return (
    <Heading id={id}>
      <VisuallyHidden>{`${lead} ${rest}`}</VisuallyHidden>
      <span aria-hidden="true">
        <Line data-full={lead}>
          <Typed>
            {typed}
            {!done && <Caret />}
          </Typed>
        </Line>
        <Rest $shown={done}>{rest}</Rest>
      </span>
    </Heading>
  );
}

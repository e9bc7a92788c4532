import styled, { keyframes } from 'styled-components';

export interface HeroHeadlineProps {
  id?: string;
  /** The first line, followed by a blinking cursor. */
  lead: string;
  /** The second line, in the brand colour. */
  rest: string;
}

const Heading = styled.h1`
  margin: 0;
  font-size: clamp(2.25rem, 6vw, 3.75rem);
  font-weight: 800;
  letter-spacing: -0.02em;
  line-height: 1.1;
`;

const blink = keyframes`
  50% { opacity: 0; }
`;

/** The one thing that moves, and only for visitors who have not asked for reduced motion. */
const Cursor = styled.span`
  display: inline-block;
  width: 3px;
  height: 0.9em;
  margin-inline-start: 4px;
  vertical-align: -0.08em;
  background: currentColor;

  @media (prefers-reduced-motion: no-preference) {
    animation: ${blink} 1s steps(1) infinite;
  }
`;

const Rest = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.primary};
`;

/**
 * The hero headline (product.md §2). The whole sentence is in the page from the first paint (it is the
 * page's largest content, so it must not wait for a script to type it out); a cursor after the
 * first line blinks, and with reduced motion nothing moves (docs/decisions.md).
 */
export function HeroHeadline({ id, lead, rest }: HeroHeadlineProps) {
  return (
    <Heading id={id}>
      {lead}
      <Cursor aria-hidden="true" /> <Rest>{rest}</Rest>
    </Heading>
  );
}

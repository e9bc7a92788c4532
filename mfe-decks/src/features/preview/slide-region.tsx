import type { KeyboardEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@kuza/ui';

const Editable = styled.div`
  border-radius: 4px;
  outline-offset: 2px;
  cursor: text;
  &:hover {
    outline: 2px dashed rgba(100, 116, 139, 0.6);
  }
  &:focus-visible {
    outline: 3px solid #0f766e;
  }
`;

/** A part of the slide the editor can click (or Enter) to edit; elsewhere just its content. */
export function Region({
  label,
  onActivate,
  fill,
  children,
}: {
  label?: string;
  onActivate?: () => void;
  /** Takes its box's whole height (a visual). */
  fill?: boolean;
  children: ReactNode;
}) {
  if (!onActivate) return fill ? <div style={{ height: '100%' }}>{children}</div> : <>{children}</>;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onActivate();
  };
  return (
    // The name comes from the content (visible text stays part of it), prefixed with what clicking does.
    <Editable
      role="button"
      tabIndex={0}
      onClick={onActivate}
      onKeyDown={onKeyDown}
      style={fill ? { height: '100%' } : undefined}
    >
      <VisuallyHidden>{label}: </VisuallyHidden>
      {children}
    </Editable>
  );
}

/** A box of the shared slide geometry, its content stacked. */
export const Block = styled.div`
  position: absolute;
  display: flex;
  flex-direction: column;
`;

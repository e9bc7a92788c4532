import { Button, VisuallyHidden } from '@kuza/ui';

export interface RemoveButtonProps {
  /** Completes the button's name for screen readers: 'row 2' gives "Remove row 2". */
  what: string;
  disabled?: boolean;
  onClick: () => void;
}

/** The Remove button of one row, column or series of an editable grid. */
export function RemoveButton({ what, disabled, onClick }: RemoveButtonProps) {
  return (
    <Button size="sm" variant="ghost" disabled={disabled} onClick={onClick}>
      Remove<VisuallyHidden> {what}</VisuallyHidden>
    </Button>
  );
}

/** The header over the column that holds each row's Remove button. */
export function RowActionsHeader() {
  return (
    <th scope="col">
      <VisuallyHidden>Row actions</VisuallyHidden>
    </th>
  );
}

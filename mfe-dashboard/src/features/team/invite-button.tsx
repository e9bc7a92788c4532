import { useState } from 'react';
import { Button, type ButtonProps } from '@kuza/ui';
import { InviteDialog } from './invite-dialog';

/** A button that opens the 'Invite Team Member' dialog (the dashboard's 'Invite to Kuza' and the team page's). */
export function InviteButton({ children, ...rest }: Omit<ButtonProps, 'onClick'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...rest} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <InviteDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

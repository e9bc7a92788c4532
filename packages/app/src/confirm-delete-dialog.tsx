import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Dialog, toast } from '@kuza/ui';
import { errorMessage } from '@kuza/store';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const messages = defineMessages({
  cancel: { id: 'app.confirmDelete.cancel', defaultMessage: 'Cancel' },
  remove: { id: 'app.confirmDelete.delete', defaultMessage: 'Delete' },
  deleting: { id: 'app.confirmDelete.deleting', defaultMessage: 'Deleting' },
});

const Alert = styled.p`
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};
`;

export interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** Runs the deletion; a rejection shows the server's message (or `failureMessage`) in the dialog. */
  onConfirm: () => Promise<unknown>;
  busy: boolean;
  successMessage: string;
  failureMessage: string;
  onClose: () => void;
}

/**
 * Asks before deleting something, with Cancel and a danger Delete button that shows 'Deleting'
 * while it runs. A refusal (a Member's 403, a lost connection) stays in the dialog; success closes
 * it with a toast.
 */
export function ConfirmDeleteDialog({
  open,
  title,
  description,
  onConfirm,
  busy,
  successMessage,
  failureMessage,
  onClose,
}: ConfirmDeleteDialogProps) {
  const { t } = useI18n();
  const [error, setError] = useState<string>();

  const close = () => {
    setError(undefined);
    onClose();
  };

  const confirm = async () => {
    try {
      await onConfirm();
      toast.success(successMessage);
      close();
    } catch (failure) {
      setError(errorMessage(failure, failureMessage));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      size="sm"
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t(messages.cancel)}
          </Button>
          <Button variant="danger" loading={busy} loadingLabel={t(messages.deleting)} onClick={() => void confirm()}>
            {t(messages.remove)}
          </Button>
        </>
      }
    >
      {error && <Alert role="alert">{error}</Alert>}
    </Dialog>
  );
}

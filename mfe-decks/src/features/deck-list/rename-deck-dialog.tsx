import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { DECK_MESSAGES, updateDeckSchema, type DeckSummary } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, Dialog, TextField, toast } from '@kuza/ui';
import { useDeckGetQuery, useDeckUpdateMutation } from '../decks/api';

const nameSchema = updateDeckSchema.pick(['name']);

function nameError(name: string): string | undefined {
  try {
    nameSchema.validateSync({ name });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.lg};
  padding-bottom: ${({ theme }) => theme.spacing.md};
`;

const isConflict = (error: unknown) => (error as { status?: unknown })?.status === 409;

/** Renames a deck: PUT /decks/:id with the version just read, so a rename never overwrites newer work. */
export function RenameDeckDialog({ deck, onClose }: { deck: DeckSummary | null; onClose: () => void }) {
  return (
    <Dialog open={!!deck} onClose={onClose} title="Rename pitch deck" size="sm">
      {deck && <RenameForm key={deck.id} deck={deck} onDone={onClose} />}
    </Dialog>
  );
}

function RenameForm({ deck, onDone }: { deck: DeckSummary; onDone: () => void }) {
  const formId = useId();
  const [name, setName] = useState(deck.name);
  const [error, setError] = useState<string>();
  const latest = useDeckGetQuery(deck.id, { refetchOnMountOrArgChange: true });
  const [update, { isLoading }] = useDeckUpdateMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = nameError(name);
    if (problem) return setError(problem);
    if (!latest.data) return setError(errorMessage(latest.error, 'Could not load this deck. Try again.'));
    try {
      const saved = await update({ id: deck.id, version: latest.data.version, name: name.trim() }).unwrap();
      toast.success(`Renamed to “${saved.name}”`);
      onDone();
    } catch (failure) {
      if (isConflict(failure)) void latest.refetch();
      setError(errorMessage(failure, isConflict(failure) ? DECK_MESSAGES.conflict : 'Could not rename the deck'));
    }
  };

  return (
    <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label="Deck name"
        name="name"
        value={name}
        maxLength={120}
        autoComplete="off"
        error={error}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
      />
      <FormActions>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={isLoading} loadingLabel="Saving" disabled={latest.isFetching && !latest.data}>
          Save
        </Button>
      </FormActions>
    </form>
  );
}

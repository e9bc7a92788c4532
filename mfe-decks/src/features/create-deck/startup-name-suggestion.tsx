import { useField } from 'react-final-form';
import styled from 'styled-components';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { Button } from '@kuza/ui';
import { Hint } from './step-parts';

const MESSAGES = defineMessages({
  fromLatest: { id: 'decks.create.ai.fromLatestDeck', defaultMessage: 'From your latest deck:' },
  use: { id: 'decks.create.ai.useName', defaultMessage: 'Use {name}' },
});

const Offer = styled(Hint)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/**
 * Offers the startup name of an earlier deck under the name field, until the field holds it.
 * An offer rather than a pre-filled value: the founder may be pitching a new venture.
 */
export function StartupNameSuggestion({ name }: { name: string }) {
  const { t } = useI18n();
  const { input } = useField<string>('startupName', { subscription: { value: true } });
  if (input.value.trim() === name) return null;
  return (
    <Offer>
      {t(MESSAGES.fromLatest)}
      <Button
        size="sm"
        variant="secondary"
        // Pressing must not take the focus from an empty name field: leaving it shows 'required'
        // under it, which pushes this button down before the press ends, and the click is lost.
        onMouseDown={(event) => event.preventDefault()}
        onClick={(event) => {
          // The button goes away once the name is in; the field keeps the focus instead.
          const field = event.currentTarget.form?.elements.namedItem('startupName');
          input.onChange(name);
          if (field instanceof HTMLInputElement) field.focus();
        }}
      >
        {t(MESSAGES.use, { name })}
      </Button>
    </Offer>
  );
}

import { useMemo } from 'react';
import { INDUSTRIES, type DeckAiFormInput, type Industry } from '@kuza/contracts';
import { useAuthCurrentUserQuery } from '@kuza/store';
import { useDeckListQuery } from '../decks/api';

const isIndustry = (value: string | undefined): value is Industry =>
  (INDUSTRIES as readonly (string | undefined)[]).includes(value);

/**
 * What 'Start with AI' takes from what the founder already told Kuza: the industry of their own
 * onboarding answers (selected at once, when the form offers it) and the startup name typed for
 * the workspace's most recently edited deck (only offered: the founder may be starting another
 * venture). Nothing comes from another member's profile.
 */
export function useFounderAnswers(): { initialValues: Partial<DeckAiFormInput>; startupName?: string } {
  const { data: user } = useAuthCurrentUserQuery();
  const { data: decks } = useDeckListQuery();
  const industry = user?.onboarding.industry;
  // One object per answer: a new object would make the form start over and drop what was typed.
  const initialValues = useMemo(() => (isIndustry(industry) ? { industry } : {}), [industry]);
  const startupName = decks?.items.find((deck) => deck.startupName)?.startupName;
  return { initialValues, startupName };
}

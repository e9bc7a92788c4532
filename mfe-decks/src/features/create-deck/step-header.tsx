import type { ReactNode } from 'react';
import styled from 'styled-components';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { COMMON_MESSAGES } from '../../components/common-messages';

const MESSAGES = defineMessages({
  backToModes: { id: 'decks.create.backToModes', defaultMessage: 'Back to the creation modes' },
});

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

const Back = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** The back arrow and the step's heading; `backLabel` names where the arrow goes. */
export function StepHeader({
  title,
  onBack,
  backLabel,
  disabled,
}: {
  title: ReactNode;
  onBack: () => void;
  backLabel?: string;
  disabled?: boolean;
}) {
  const { t } = useI18n();
  backLabel ??= t(MESSAGES.backToModes);
  return (
    <Header>
      <Back type="button" aria-label={backLabel} title={backLabel} onClick={onBack} disabled={disabled}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M19 12H5M11 6l-6 6 6 6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {t(COMMON_MESSAGES.back)}
      </Back>
      <Title>{title}</Title>
    </Header>
  );
}

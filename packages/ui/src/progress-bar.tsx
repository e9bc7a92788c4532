import styled, { css, keyframes } from 'styled-components';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const messages = defineMessages({
  step: { id: 'ui.progress.step', defaultMessage: 'Step {active} of {segments}' },
});

export interface ProgressBarProps {
  /** Accessible name, e.g. "Onboarding progress". */
  'aria-label': string;
  /** 0..100. Leave out (and leave out `segments`) for an indeterminate bar. */
  value?: number;
  /** Segmented mode: number of steps, e.g. 3 for onboarding. */
  segments?: number;
  /** Segmented mode: how many steps are done or current, counted from the first. */
  activeSegments?: number;
  /** Overrides the spoken value ("40%" or "Step 1 of 3" by default). */
  valueText?: string;
  className?: string;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

const Track = styled.div`
  position: relative;
  width: 100%;
  height: 8px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySubtle};
`;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** The same sweep from the line's start on a right-to-left page, where the bar starts at the right. */
const slideRightToLeft = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(-250%); }
`;

const Fill = styled.div<{ $percent: number | null }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  transition: width ${({ theme }) => theme.transitions.normal};
  ${({ $percent }) =>
    $percent === null
      ? css`
          width: 40%;
          animation: ${slide} 1.2s ease-in-out infinite;
          [dir='rtl'] & {
            animation-name: ${slideRightToLeft};
          }
        `
      : css`
          width: ${$percent}%;
        `}
`;

const Segments = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  width: 100%;
`;

const Segment = styled.div<{ $active: boolean }>`
  flex: 1;
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  transition: background ${({ theme }) => theme.transitions.normal};
`;

export function ProgressBar({
  'aria-label': ariaLabel,
  value,
  segments,
  activeSegments = 0,
  valueText,
  className,
}: ProgressBarProps) {
  const { t, formatPercent } = useI18n();
  if (segments !== undefined && segments > 0) {
    const active = clamp(Math.round(activeSegments), 0, segments);
    return (
      <Segments
        role="progressbar"
        aria-label={ariaLabel}
        aria-valuemin={0}
        aria-valuemax={segments}
        aria-valuenow={active}
        aria-valuetext={valueText ?? t(messages.step, { active, segments })}
        className={className}
      >
        {Array.from({ length: segments }, (_, index) => (
          <Segment key={index} $active={index < active} />
        ))}
      </Segments>
    );
  }

  const percent = value === undefined ? null : clamp(value, 0, 100);
  return (
    <Track
      role="progressbar"
      aria-label={ariaLabel}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      aria-valuetext={percent === null ? valueText : (valueText ?? formatPercent(Math.round(percent) / 100))}
      className={className}
    >
      <Fill $percent={percent} />
    </Track>
  );
}

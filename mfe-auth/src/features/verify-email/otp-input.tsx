import { Fragment, useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { OTP_LENGTH } from '@kuza/contracts';
import { defineMessages } from '@kuza/i18n';
import { useAuthI18n } from '../../i18n';

const messages = defineMessages({
  digit: { id: 'auth.otp.digit', defaultMessage: 'Digit {position} of {count}' },
});

export interface OtpInputProps {
  /** The digits typed so far; a space marks an empty box in the middle. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  /** Id of the element that describes the error, for screen readers. */
  describedBy?: string;
  labelledBy: string;
  disabled?: boolean;
}

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Box = styled.input`
  width: 48px;
  height: 56px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-family: ${({ theme }) => theme.fonts.mono};
  text-align: center;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerSubtle};
    color: ${({ theme }) => theme.colors.danger};
  }

  @media ${({ theme }) => theme.media.mobile} {
    width: 40px;
    height: 48px;
  }
`;

const Separator = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const SEPARATOR_AFTER = Math.floor(OTP_LENGTH / 2) - 1;
const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * Six one-digit boxes (product.md §2): the first is focused on arrival, only digits are taken, a pasted
 * or autofilled code fills every box, Backspace on an empty box goes back, arrows move.
 */
export function OtpInput({ value, onChange, onBlur, invalid, describedBy, labelledBy, disabled }: OtpInputProps) {
  const { t } = useAuthI18n();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const digits = Array.from({ length: OTP_LENGTH }, (_, i) => (value[i] && value[i] !== ' ' ? value[i] : ''));

  useEffect(() => {
    boxes.current[0]?.focus();
  }, []);

  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  const commit = (next: string[]) =>
    onChange(
      next
        .map((digit) => digit || ' ')
        .join('')
        .trimEnd(),
    );

  /** Writes digits from `index` on, then focuses the box after the last one written. */
  const fillFrom = (index: number, text: string) => {
    const incoming = onlyDigits(text).slice(0, OTP_LENGTH - index);
    if (!incoming) return;
    const next = [...digits];
    incoming.split('').forEach((digit, offset) => (next[index + offset] = digit));
    commit(next);
    focusBox(index + incoming.length);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    // A whole code replaces what was there; a fragment lands where the cursor is.
    fillFrom(pasted.length >= OTP_LENGTH ? 0 : Number(event.currentTarget.dataset.index), pasted);
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      commit(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handleChange = (index: number, text: string) => {
    const typed = onlyDigits(text);
    if (!typed) {
      if (text === '') {
        const next = [...digits];
        next[index] = '';
        commit(next);
      }
      return;
    }
    // The box held a digit and one more was typed: keep the new one.
    fillFrom(index, typed.length === 2 && digits[index] ? typed.replace(digits[index], '') || typed[1] : typed);
  };

  return (
    // A code reads left to right in every language, as the e-mail prints it: its boxes and arrow keys follow.
    <Row role="group" aria-labelledby={labelledBy} dir="ltr">
      {digits.map((digit, index) => (
        <Fragment key={index}>
          <Box
            ref={(element) => {
              boxes.current[index] = element;
            }}
            data-index={index}
            value={digit}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t(messages.digit, { position: index + 1, count: OTP_LENGTH })}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            disabled={disabled}
            onChange={(event) => handleChange(index, event.target.value)}
            onKeyDown={handleKeyDown(index)}
            onPaste={handlePaste}
            onFocus={(event) => event.target.select()}
            onBlur={onBlur}
          />
          {index === SEPARATOR_AFTER && <Separator aria-hidden="true">–</Separator>}
        </Fragment>
      ))}
    </Row>
  );
}

import { useId } from 'react';
import { Field } from 'react-final-form';
import styled from 'styled-components';
import { TEAM_SIZES } from '@kuza/contracts';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  max-width: 320px;

  label {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Select = styled.select`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** Spec §2: the team size dropdown, headed "What's your current team size?", empty at first. */
export function TeamSizeField() {
  const id = useId();
  return (
    <Field<string> name="team_size">
      {({ input }) => (
        <Wrap>
          <label htmlFor={id}>What&apos;s your current team size?</label>
          <Select id={id} {...input} value={input.value ?? ''}>
            <option value="">Select team size</option>
            {TEAM_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
        </Wrap>
      )}
    </Field>
  );
}

import styled from 'styled-components';
import { TEAM_SIZES } from '@kuza/contracts';
import { FormSelectField } from '@kuza/ui/forms';

const Narrow = styled.div`
  max-width: 320px;
`;

/** product.md §2: the team size dropdown, headed "What's your current team size?", empty at first. */
export function TeamSizeField() {
  return (
    <Narrow>
      <FormSelectField name="team_size" label="What's your current team size?">
        <option value="">Select team size</option>
        {TEAM_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </FormSelectField>
    </Narrow>
  );
}

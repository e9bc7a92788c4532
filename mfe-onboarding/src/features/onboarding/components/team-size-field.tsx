import styled from 'styled-components';
import { TEAM_SIZES } from '@kuza/contracts';
import { FormSelectField } from '@kuza/ui/forms';
import { defineMessages } from '@kuza/i18n';
import { useOnboardingI18n } from '../../../i18n';

const messages = defineMessages({
  label: { id: 'onboarding.teamSize.label', defaultMessage: "What's your current team size?" },
  placeholder: { id: 'onboarding.teamSize.placeholder', defaultMessage: 'Select team size' },
});

const Narrow = styled.div`
  max-width: 320px;
`;

/** product.md §2: the team size dropdown, headed "What's your current team size?", empty at first. */
export function TeamSizeField() {
  const { t } = useOnboardingI18n();
  return (
    <Narrow>
      <FormSelectField name="team_size" label={t(messages.label)}>
        <option value="">{t(messages.placeholder)}</option>
        {TEAM_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </FormSelectField>
    </Narrow>
  );
}

import type { ComponentProps } from 'react';
import { Field } from 'react-final-form';
import { TextField } from '@kuza/ui';

type FormTextFieldProps = Omit<ComponentProps<typeof TextField>, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'>;

/** A design-system TextField bound to react-final-form; its error shows once left or submitted. */
export function FormTextField({ name, ...rest }: FormTextFieldProps) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <TextField
          {...rest}
          name={input.name}
          value={input.value ?? ''}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          error={(meta.touched || meta.submitFailed) && meta.error ? String(meta.error) : undefined}
        />
      )}
    </Field>
  );
}

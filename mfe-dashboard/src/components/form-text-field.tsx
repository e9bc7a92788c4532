import type { ComponentProps } from 'react';
import { Field } from 'react-final-form';
import { TextField } from '@kuza/ui';

type FormTextFieldProps = Omit<ComponentProps<typeof TextField>, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'>;

/**
 * A design-system TextField bound to react-final-form. It shows the schema's error once the field
 * was left or the form submitted, and an error the server gave for this field until it changes.
 */
export function FormTextField({ name, ...rest }: FormTextFieldProps) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error =
          ((meta.touched || meta.submitFailed) && meta.error) || (!meta.dirtySinceLastSubmit && meta.submitError);
        return (
          <TextField
            {...rest}
            name={input.name}
            value={input.value ?? ''}
            onChange={input.onChange}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
            error={error ? String(error) : undefined}
          />
        );
      }}
    </Field>
  );
}

import type { ComponentProps } from 'react';
import { Field } from 'react-final-form';
import { TextField } from '@kuza/ui';
import { TextArea } from '../../components/text-area';

type Bound<P> = Omit<P, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'> & { name: string };

/** A TextField bound to react-final-form; the shared schema's error shows once the field was left. */
export function FormTextField({ name, ...rest }: Bound<ComponentProps<typeof TextField>>) {
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

/** The same for a multi-line field. */
export function FormTextArea({ name, ...rest }: Bound<ComponentProps<typeof TextArea>>) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <TextArea
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

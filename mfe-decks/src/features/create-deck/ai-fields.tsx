import type { ComponentProps } from 'react';
import { Field } from 'react-final-form';
import { TextField } from '@kuza/ui';
import { SelectField, TextAreaField } from './field-controls';

/** Design-system fields bound to react-final-form; an error shows once the field was left or submitted. */
const shown = (meta: { touched?: boolean; submitFailed?: boolean; error?: unknown }) =>
  (meta.touched || meta.submitFailed) && meta.error ? String(meta.error) : undefined;

// final-form turns '' into undefined by default; keep the text as typed and let the schema decide.
const keep = (value: string) => value;

type TextProps = Omit<ComponentProps<typeof TextField>, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'>;

export function FormTextField({ name, ...rest }: TextProps) {
  return (
    <Field<string> name={name} parse={keep}>
      {({ input, meta }) => (
        <TextField
          {...rest}
          name={input.name}
          value={input.value ?? ''}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          error={shown(meta)}
        />
      )}
    </Field>
  );
}

type SelectProps = Omit<ComponentProps<typeof SelectField>, 'value' | 'onChange' | 'onBlur' | 'error'> & {
  name: string;
};

export function FormSelectField({ name, children, ...rest }: SelectProps) {
  return (
    <Field<string> name={name} parse={keep}>
      {({ input, meta }) => (
        <SelectField {...rest} {...input} value={input.value ?? ''} error={shown(meta)}>
          {children}
        </SelectField>
      )}
    </Field>
  );
}

type AreaProps = Omit<ComponentProps<typeof TextAreaField>, 'value' | 'onChange' | 'onBlur' | 'error'> & {
  name: string;
};

export function FormTextAreaField({ name, ...rest }: AreaProps) {
  return (
    <Field<string> name={name} parse={keep}>
      {({ input, meta }) => <TextAreaField {...rest} {...input} value={input.value ?? ''} error={shown(meta)} />}
    </Field>
  );
}

/**
 * The design-system fields bound to react-final-form, for remotes whose forms use it. Imported
 * as `@kuza/ui/forms` so react-final-form stays out of the shared `@kuza/ui` module the first
 * page loads; the fields themselves come from that shared module.
 */
import type { ComponentType, ReactNode } from 'react';
import { Field, type FieldMetaState } from 'react-final-form';
import {
  SelectField,
  TextArea,
  TextField,
  type SelectFieldProps,
  type TextAreaProps,
  type TextFieldProps,
} from '@kuza/ui';

type Bound<P> = Omit<P, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'> & {
  name: string;
  /**
   * final-form's value parser. Its default turns '' into undefined; pass `keepText` to submit
   * the text exactly as typed.
   */
  parse?: (value: string) => string | undefined;
};

/** Keeps an emptied field as '' rather than undefined. */
export const keepText = (value: string) => value;

/**
 * The schema's error once the field was left or the form submitted, and an error the server gave
 * for this field until the field changes.
 */
function shownError(meta: FieldMetaState<string>): string | undefined {
  const error = ((meta.touched || meta.submitFailed) && meta.error) || (!meta.dirtySinceLastSubmit && meta.submitError);
  return error ? String(error) : undefined;
}

/** Binds a design-system field to the final-form field of its `name`. */
function bindToForm<P extends { name: string; error?: ReactNode }>(Control: ComponentType<P>, displayName: string) {
  function FormControl({ name, parse, ...rest }: Bound<P>) {
    return (
      <Field<string> name={name} parse={parse}>
        {({ input, meta }) => (
          <Control
            {...({
              ...rest,
              name: input.name,
              value: input.value ?? '',
              onChange: input.onChange,
              onBlur: input.onBlur,
              onFocus: input.onFocus,
              error: shownError(meta),
            } as unknown as P)}
          />
        )}
      </Field>
    );
  }
  FormControl.displayName = displayName;
  return FormControl;
}

export const FormTextField = bindToForm<TextFieldProps>(TextField, 'FormTextField');
export const FormTextArea = bindToForm<TextAreaProps>(TextArea, 'FormTextArea');
/** Its options are the children. */
export const FormSelectField = bindToForm<SelectFieldProps>(SelectField, 'FormSelectField');

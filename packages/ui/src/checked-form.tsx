import { useRef, type FormEvent, type FormHTMLAttributes } from 'react';
import { focusFirstError } from './focus-first-error';

export interface CheckedFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  /** The form's name for assistive technology. */
  'aria-label': string;
  /** Usually react-final-form's handleSubmit, which runs the form's own checks first (maybe asynchronously). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
}

/**
 * A form checked by its own schema rather than the browser's bubbles: on a submit that fails its
 * checks, focus moves to the first field in error, which reads its message.
 */
export function CheckedForm({ onSubmit, ...rest }: CheckedFormProps) {
  const ref = useRef<HTMLFormElement>(null);
  return (
    <form
      ref={ref}
      noValidate
      {...rest}
      onSubmit={(event) => {
        // The checks may still be loading (forms that load their rules on first use): the errors
        // are known once the submit has settled.
        void Promise.resolve(onSubmit(event)).then(() => focusFirstError(ref.current));
      }}
    />
  );
}

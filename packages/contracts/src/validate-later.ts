import type { AnySchema } from 'yup';
import type { FieldErrors } from './validation';

/**
 * `validateForm` for a schema loaded when the form first checks its values, so a page with a form
 * draws and comes alive without waiting for yup (`load` imports the schema's module). If the
 * schema cannot be loaded (a dropped connection), the values are let through: the API checks them
 * with the same schema and answers with the same messages. A later check tries the load again.
 */
export function validateFormLater(load: () => Promise<AnySchema>) {
  let validator: Promise<((values: unknown) => Promise<FieldErrors | undefined>) | undefined> | undefined;
  return async (values: unknown): Promise<FieldErrors | undefined> => {
    validator ??= Promise.all([import('./validation'), load()]).then(
      ([{ validateForm }, schema]) => validateForm(schema),
      (error: Error) => {
        console.warn('The form rules could not load; the server will check the form:', error.message);
        validator = undefined;
        return undefined;
      },
    );
    const validate = await validator;
    return validate?.(values);
  };
}

import { FORM_ERROR } from 'final-form';

/**
 * A failed submit as react-final-form errors: a refusal (4xx) belongs to the field, anything else
 * (server down, 5xx) to the whole form.
 */
export function submissionErrors(error: unknown, field: string, message: string): Record<string, string> {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? { [field]: message } : { [FORM_ERROR]: message };
}

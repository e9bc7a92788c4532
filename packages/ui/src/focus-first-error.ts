/**
 * After a submit that failed validation, moves focus to the first invalid field, which then reads
 * its error (fields link errors by aria-describedby). Waits a frame for the errors to render.
 */
export function focusFirstError(form: HTMLFormElement | null): void {
  window.setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}

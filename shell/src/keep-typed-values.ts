type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * What a visitor typed into a prerendered form before the scripts arrived. Adopting the page sets
 * every field back to the value React holds (empty), so the typing is read first and given back
 * afterwards as input events, which the form's own handlers take like any keystroke. Given back
 * once: what is typed after that is the visitor's.
 */
export function keepTypedValues(root: HTMLElement): () => void {
  const typed = [...root.querySelectorAll<Field>('input, textarea')]
    .filter((field) => !['checkbox', 'radio', 'file', 'hidden'].includes(field.type))
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ field, value: field.value }));
  return () => {
    for (const { field, value } of typed.splice(0)) {
      if (!field.isConnected) continue;
      const prototype =
        field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      // React notices a change only against the value it last saw: it is told the field was empty
      // (`field.value =` goes through its tracking), then the typing comes back past it.
      field.value = '';
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
}

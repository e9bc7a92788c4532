/**
 * What the gateway drew on the server for this address (the shared deck or resume), moved back into
 * the page: the elements themselves, so nothing is drawn or fetched again. React leaves the box's
 * inside alone.
 */
export function KeptServerDrawn({ element }: { element: HTMLElement }) {
  return <div ref={(box) => void box?.append(element)} />;
}

import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
/**
 * What the gateway drew into the page's HTML for the address opened (the route table's
 * `serverDrawn`): the page's elements, shown while its code loads, and the data they were drawn
 * from, which the page takes instead of asking the API again. Kept by the shell before React
 * replaces the HTML; this module is a shared singleton, so the page's remote reads the same copy.
 */
interface ServerDrawn {
  path: string;
  element: HTMLElement;
  data: unknown;
}

let drawn: ServerDrawn | undefined;

const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/** Keeps what the gateway drew inside `root`, if anything (its data script leaves the HTML). */
export function keepServerDrawn(root: HTMLElement): void {
  const element = root.querySelector<HTMLElement>('[data-server-drawn]');
  if (!element) return;
  const script = element.querySelector('script[type="application/json"]');
  let data: unknown;
  try {
    data = script?.textContent ? JSON.parse(script.textContent) : undefined;
  } catch {
    // Unreadable data: the page asks the API, as it would without any.
    data = undefined;
  }
  script?.remove();
  // A picture sized `auto` is sized again when it leaves the page, as if it were as wide as the
  // screen, and asked for in that width: each keeps the width it is laid out at now.
  for (const picture of element.querySelectorAll('img')) {
    const width = Math.ceil(picture.getBoundingClientRect().width);
    if (width > 0) picture.sizes = `${width}px`;
  }
  drawn = { path: element.dataset.serverDrawn ?? '', element, data };
}

/**
 * The element drawn for `pathname`, until the page has taken over: the very one the HTML made, to
 * move back into the page, so its pictures are neither asked for again nor sized anew.
 */
export function serverDrawnElement(pathname: string): HTMLElement | undefined {
  return drawn && samePath(drawn.path, pathname) ? drawn.element : undefined;
}

/** The data drawn for `pathname`, until the page has taken over. */
export function serverDrawnData<T>(pathname: string): T | undefined {
  return drawn && samePath(drawn.path, pathname) ? (drawn.data as T | undefined) : undefined;
}

/** Called by the page once it is drawn from the data: a later visit to the address asks the API. */
export function forgetServerDrawn(): void {
  drawn = undefined;
}

/**
 * The data the address's page was drawn from on the server, for the page's first render (and
 * forgotten once it has drawn): the page asks the API only when there is none.
 */
export function useServerDrawnData<T>(): T | undefined {
  const { pathname } = useLocation();
  const [drawnData] = useState(() => serverDrawnData<T>(pathname));
  useEffect(() => forgetServerDrawn(), []);
  return drawnData;
}

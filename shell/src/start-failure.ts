/**
 * What the page says when Kuza cannot start, in place of whatever it showed: why, and to reload.
 * Plain DOM, no React: React may be what did not load. Part of the entry, so it is there when the
 * shell's own code is not.
 */
export function showStartFailure(reason: string): void {
  const root = document.getElementById('root');
  if (!root) return;
  const main = document.createElement('main');
  main.style.cssText = 'font-family:system-ui;padding:2rem';
  const heading = document.createElement('h1');
  heading.textContent = 'Kuza could not start';
  const message = document.createElement('p');
  message.textContent = `${reason} Check your connection and reload the page.`;
  main.append(heading, message);
  root.replaceChildren(main);
}

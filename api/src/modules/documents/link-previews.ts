import { createIsbotFromList, list } from 'isbot';

/**
 * What opens a share link with no person behind it: the robots of chat apps and social sites that
 * fetch a pasted link to draw its preview card (WhatsApp, Slack, LinkedIn, Facebook, Telegram…),
 * crawlers, and plain HTTP clients, by their User-Agent (isbot's list). A browser run without a
 * screen is left out of the list: it runs the page as a person's browser does.
 */
const isRobot = createIsbotFromList(list.filter((pattern) => pattern !== 'headless'));

/** Whether opening a share link with this User-Agent counts as a view: a person's browser does, a robot does not. */
export function countsAsView(userAgent: string | undefined): boolean {
  return !isRobot(userAgent ?? '');
}

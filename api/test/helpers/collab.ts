/** What the live editing tests share: waiting for editors to converge, and a session's id for a connection. */

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds, polling; fails after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const giveUpAt = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > giveUpAt) throw new Error('timed out');
    await sleep(25);
  }
}

/** The session id a signed-in test account's cookie carries: the token an editor connects with. */
export const sessionOf = (cookie: string) => cookie.split(';')[0]!.split('=')[1]!;

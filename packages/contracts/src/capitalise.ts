/**
 * A line's first letter as a capital, the way a slide's line starts — unless its first word is written that
 * way on purpose: an e-mail address, a web address or a handle ('sarah@bodabima.ug', 'www.kuza.africa',
 * '@kuza'), or a name with a capital inside it ('mPesa', 'iCow', 'eKYC').
 */
export function capitalise(text: string): string {
  const first = /^\S*/u.exec(text)![0];
  if (/[@/]|^www\.|\.(?:com|org|net|io|africa|[a-z]{2})$/iu.test(first) || /^\p{Ll}+\p{Lu}/u.test(first)) return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

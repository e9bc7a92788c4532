/** Spec §2: '{n} PERSON JOINED' for exactly one, '{n} PEOPLE JOINED' otherwise. */
export function joinedLine(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'PERSON' : 'PEOPLE'} JOINED`;
}

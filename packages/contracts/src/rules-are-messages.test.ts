import { isSchema } from 'yup';
import * as contracts from './index';

/**
 * Rules still written as English text: programmes are Kuza's own data, checked in a test and never typed by a
 * user. No other rule may join this list.
 */
const STILL_TEXT = new Set([
  // applications/schema.ts: programme data.
  'A question id is lower-case words joined by hyphens',
  'A question needs at least one fact',
  'A programme id is lower-case words joined by hyphens',
  'Question ids are unique within a programme',
]);

type Rule = { OPTIONS?: { name?: string; message?: unknown } };
/** What this test reads of a yup schema: its rules, and its fields' or items' schemas. */
type Walked = {
  tests?: Rule[];
  internalTests?: Record<string, Rule | undefined>;
  fields?: Record<string, Walked>;
  innerType?: Walked;
};

/** The English sentences written into a schema's rules, its fields' and its items'. yup's own defaults hold `${`. */
function englishRules(schema: Walked, seen = new Set<Walked>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const rules = [...(schema.tests ?? []), ...Object.values(schema.internalTests ?? {})];
  const own = rules
    .map((rule) => rule?.OPTIONS?.message)
    .filter((message): message is string => typeof message === 'string' && !message.includes('${'));
  const children = [...Object.values(schema.fields ?? {}), ...(schema.innerType ? [schema.innerType] : [])];
  return [
    ...own,
    ...children.filter((child) => isSchema(child as unknown)).flatMap((child) => englishRules(child, seen)),
  ];
}

describe('the contracts’ rules', () => {
  it('are messages said in the reader’s language, never English text, in every schema the contracts export', () => {
    const schemas = Object.entries(contracts).filter(([, value]) => isSchema(value)) as unknown as Array<
      [string, Walked]
    >;
    expect(schemas.length).toBeGreaterThan(40);
    const written = schemas.flatMap(([name, schema]) =>
      englishRules(schema)
        .filter((message) => !STILL_TEXT.has(message))
        .map((message) => `${name}: ${message}`),
    );
    expect([...new Set(written)]).toEqual([]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { AI_HELPER_INSTRUCTIONS, aiHelperCanDo } from '@kuza/contracts';
import { sayIn } from '../src/lib/i18n';

// The instructions that name something the founder gave: a sentence of theirs, a line or a word on the slide.
const NAMING = ['mention', 'removeClaim', 'focus'];
const PLACEHOLDER = /<[^<>]+>/g;

describe('the AI Helper instructions', () => {
  it('are documented in docs/ai-helper.md exactly as the dialog shows them', () => {
    const doc = fs.readFileSync(path.resolve(__dirname, '../../docs/ai-helper.md'), 'utf8');
    const rows = doc
      .split('\n')
      .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      )
      .slice(1)
      // What the founder may type is a code span, so a <placeholder> shows as written.
      .map(([say, description]) => [say.replace(/^`(.*)`$/, '$1'), description]);
    expect(rows).toEqual(AI_HELPER_INSTRUCTIONS.map((instruction) => [instruction.say, instruction.description]));
  });

  it("name no partner, claim or word of a startup: where one names something, a placeholder stands for the founder's words", () => {
    for (const { id, say } of AI_HELPER_INSTRUCTIONS) {
      const own = say.replace(PLACEHOLDER, '');
      // Only the first word starts with a capital; a name or a figure would be someone's example.
      expect(own.split(/\s+/).slice(1).join(' ')).not.toMatch(/\p{Lu}|\d/u);
      expect(say.match(PLACEHOLDER) ?? []).toHaveLength(NAMING.includes(id) ? 1 : 0);
    }
  });

  it('name every instruction in a refusal, each as the founder may type it, in a sentence that quotes nothing twice', () => {
    const canDo = sayIn('en', aiHelperCanDo());
    const list = /^It can do: (.+)\.$/.exec(canDo)?.[1];
    expect(list?.split('; ')).toEqual(AI_HELPER_INSTRUCTIONS.map((instruction) => instruction.say));
    expect(canDo).not.toMatch(/""|"\s"/);
  });
});

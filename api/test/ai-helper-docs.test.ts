import fs from 'node:fs';
import path from 'node:path';
import { AI_HELPER_INSTRUCTIONS, AI_HELPER_MESSAGES } from '@kuza/contracts';

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
      .slice(1);
    expect(rows).toEqual(AI_HELPER_INSTRUCTIONS.map((instruction) => [instruction.say, instruction.description]));
  });

  it('name every instruction in a refusal', () => {
    for (const instruction of AI_HELPER_INSTRUCTIONS)
      expect(AI_HELPER_MESSAGES.canDo).toContain(`"${instruction.say}"`);
  });
});

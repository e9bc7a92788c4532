/**
 * The programmes are data: each file under packages/contracts/src/applications/programmes must pass
 * the programme schema, so a change to one is checked here rather than by reading code.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { APPLICATION_FACT_KEYS, PROGRAMMES, programmeSchema, type Programme } from '@kuza/contracts';

const FOLDER = path.join(__dirname, '../../packages/contracts/src/applications/programmes');

describe('the programmes an application can be drafted for', () => {
  it('holds the eight programmes African founders apply to most, each from its own data file', () => {
    expect(PROGRAMMES.map((programme) => programme.name)).toEqual([
      'Y Combinator',
      'Techstars',
      'Google for Startups Accelerator: Africa',
      'Founders Factory Africa',
      'Catalyst Fund',
      'Antler',
      'Seedstars',
      'MEST Africa',
    ]);
    expect(readdirSync(FOLDER).length).toBe(PROGRAMMES.length);
    expect(new Set(PROGRAMMES.map((programme) => programme.id)).size).toBe(PROGRAMMES.length);
  });

  it.each(PROGRAMMES.map((programme) => [programme.name, programme] as const))(
    '%s passes the programme schema: a link, a season, questions with limits and needed facts, eligibility rules',
    (_name, programme) => {
      expect(() => programmeSchema.validateSync(programme, { strict: true })).not.toThrow();
      for (const question of programme.questions)
        for (const need of question.needs) expect(APPLICATION_FACT_KEYS).toContain(need);
    },
  );

  it('refuses a programme with an unknown fact, a limit without a unit, or two questions with one id', () => {
    const base = PROGRAMMES[0]!;
    const broken = (change: (copy: Programme) => void) => {
      const copy = structuredClone(base) as Programme;
      change(copy);
      return () => programmeSchema.validateSync(copy, { strict: true });
    };
    expect(broken((p) => ((p.questions[0]!.needs as string[])[0] = 'revenueLastYear'))).toThrow();
    expect(broken((p) => ((p.questions[0]!.limit as { unit?: string }).unit = undefined))).toThrow();
    expect(broken((p) => (p.questions[1]!.id = p.questions[0]!.id))).toThrow('Question ids are unique');
    expect(broken((p) => (p.link = 'not a link'))).toThrow();
  });
});

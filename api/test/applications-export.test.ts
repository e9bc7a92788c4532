/**
 * An application exported as Word and Markdown, read back as a founder would paste from it, and the
 * one-page executive summary of the same facts, read back with pdftotext: on one A4 page, the facts in it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mammoth from 'mammoth';
import { FACT_PROMPTS, type FactSheet } from '@kuza/contracts';
import { draft, founderWithFacts, SOKOFRESH_FACTS } from './helpers/applications';
import { createAuthApp, type AuthTestApp } from './helpers/auth';
import { as } from './helpers/decks';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

const download = (cookie: string, url: string) => ctx.app.inject({ method: 'GET', url, ...as(cookie) });

/** The PDF's text and page count, as pdftotext and pdfinfo read them. */
function readPdf(bytes: Buffer): { text: string; pages: number } {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'one-pager-')), 'summary.pdf');
  writeFileSync(file, bytes);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
  return { text: text.replace(/\s+/g, ' '), pages };
}

describe('GET /applications/:id/export', () => {
  it('gives a Word document with each question, its answer, its count and the questions to the founder', async () => {
    const { cookie, deck } = await founderWithFacts(ctx);
    const application = await draft(ctx, cookie, deck.id, 'techstars');
    const response = await download(cookie, `/applications/${application.id}/export?format=docx`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="sokofresh-techstars.docx"');
    const { value: text } = await mammoth.extractRawText({ buffer: response.rawPayload });
    expect(text).toContain('Techstars application: SokoFresh');
    expect(text).toContain('What traction do you have so far?');
    expect(text).toContain('1,200 paying farmers since 2023.');
    expect(text).toContain('Amina Njoroge, CEO. Kwame Mensah, CTO.');
    expect(text).toContain(`To answer: ${FACT_PROMPTS.useOfFunds}`);
    expect(text).toMatch(/\d+ \/ 100 words/);
  });

  it('gives Markdown with a heading per question', async () => {
    const { cookie, deck } = await founderWithFacts(ctx);
    const application = await draft(ctx, cookie, deck.id, 'y-combinator');
    const response = await download(cookie, `/applications/${application.id}/export?format=md`);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    const text = response.body;
    expect(text.startsWith('# Y Combinator application: SokoFresh\n')).toBe(true);
    expect(text).toContain(
      '## Describe what your company does in a few words.\n\n_25 / 50 characters_\n\nCold storage for farmers.',
    );
    expect(text).toContain('## How do or will you make money?');
    expect((await download(cookie, `/applications/${application.id}/export?format=pdf`)).json()).toMatchObject({
      error: 'format must be docx or md',
    });
  });
});

describe('GET /decks/:id/one-pager.pdf', () => {
  it('prints the facts on one A4 page, and nothing for a fact the founder never gave', async () => {
    const { cookie, deck } = await founderWithFacts(ctx);
    const response = await download(cookie, `/decks/${deck.id}/one-pager.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const { text, pages } = readPdf(response.rawPayload);
    expect(pages).toBe(1);
    for (const fact of [
      'SokoFresh',
      'Cold storage for farmers.',
      'Farmers in Kenya lose 30% of their harvest',
      '1,200 paying farmers since 2023.',
      'KES 50 per crate per day.',
      'Amina Njoroge, CEO.',
      'We are raising a USD 500k seed round.',
    ])
      expect(text).toContain(fact);
    expect(text).not.toContain('Market');
    expect(text).not.toContain('Milestones');
  });

  it('still fits one page when every fact is long, leaving whole sentences out', async () => {
    const long = (topic: string) =>
      Array.from(
        { length: 14 },
        (_, i) => `${topic} sentence number ${i + 1} says what the founder wrote about it.`,
      ).join(' ');
    const facts: FactSheet = {
      ...SOKOFRESH_FACTS,
      problem: { text: long('Problem'), source: 'typed' },
      solution: { text: long('Solution'), source: 'typed' },
      traction: { text: long('Traction'), source: 'typed' },
      market: { text: long('Market'), source: 'typed', sizes: [] },
      competition: { text: long('Competition'), source: 'typed', competitors: [] },
      goToMarket: { text: long('Channel'), source: 'typed' },
      milestones: [{ text: long('Milestone'), source: 'typed' }],
      contact: { text: 'amina@sokofresh.example', source: 'typed' },
    };
    const { cookie, deck } = await founderWithFacts(ctx, facts);
    const { text, pages } = readPdf((await download(cookie, `/decks/${deck.id}/one-pager.pdf`)).rawPayload);
    expect(pages).toBe(1);
    expect(text).toContain('Problem sentence number 1 says what the founder wrote about it.');
    expect(text).not.toContain('Problem sentence number 14');
    expect(text).toContain('amina@sokofresh.example');
  });
});

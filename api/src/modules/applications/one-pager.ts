/**
 * The investor one-pager: an executive summary of the deck's facts on one A4 page. Each section is the
 * founder's sentences for its facts, shortened as answers are (whole sentences left out) until the
 * page holds them all; a fact the sheet lacks leaves its section out rather than filling it.
 */
import type { FactKey } from '@kuza/contracts';
import { PDF_FONT, registerPdfFonts } from '../files/export/fonts';
import { createPdf } from '../files/export/pdf-document';
import { fitToLimit } from './draft';
import { factSentences, type ApplicationFacts } from './facts';

const SECTIONS: ReadonlyArray<[string, FactKey[]]> = [
  ['Problem', ['problem']],
  ['Solution', ['solution', 'product']],
  ['Customers', ['audience']],
  ['Traction', ['traction']],
  ['Business model', ['businessModel']],
  ['Market', ['market']],
  ['Competition', ['competition']],
  ['Team', ['team']],
  ['The ask', ['ask', 'useOfFunds']],
  ['Milestones', ['milestones']],
  ['Contact', ['contact']],
];

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const BODY = 10;
const HEADING = 11;
const GAP = 8;

/** Each section's text within `budget` characters; sections with no facts are left out. */
function sectionTexts(facts: ApplicationFacts, budget: number): Array<[string, string]> {
  return SECTIONS.flatMap(([label, keys]): Array<[string, string]> => {
    const seen = new Set<string>();
    const groups = keys.map((key) =>
      factSentences(key, facts.sheet).filter((line) => !seen.has(line) && Boolean(seen.add(line))),
    );
    const text = fitToLimit(groups, { max: budget, unit: 'chars' });
    return text ? [[label, text]] : [];
  });
}

export async function onePagerPdf(facts: ApplicationFacts, deckName: string): Promise<Buffer> {
  const name = facts.startupName ?? deckName;
  const { doc, finish } = await createPdf({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${name}: executive summary`, Creator: 'Kuza' },
  });
  registerPdfFonts(doc, 'sans');
  const width = A4.width - 2 * MARGIN;
  const lead = fitToLimit([factSentences('oneLiner', facts.sheet)], { max: 200, unit: 'chars' });

  const heightOf = (sections: Array<[string, string]>) => {
    doc.font(PDF_FONT.bold).fontSize(20);
    let height = doc.heightOfString(name, { width }) + GAP;
    doc.font(PDF_FONT.regular).fontSize(12);
    if (lead) height += doc.heightOfString(lead, { width }) + GAP * 2;
    for (const [label, text] of sections) {
      doc.font(PDF_FONT.bold).fontSize(HEADING);
      height += doc.heightOfString(label, { width }) + 2;
      doc.font(PDF_FONT.regular).fontSize(BODY);
      height += doc.heightOfString(text, { width, lineGap: 1 }) + GAP;
    }
    return height;
  };

  // Shorter sections until the page holds them: the summary never runs onto a second page.
  let budget = 700;
  let sections = sectionTexts(facts, budget);
  while (budget > 60 && heightOf(sections) > A4.height - 2 * MARGIN) {
    budget = Math.floor(budget * 0.85);
    sections = sectionTexts(facts, budget);
  }

  doc.font(PDF_FONT.bold).fontSize(20).fillColor('#111111').text(name, { width });
  doc.moveDown(0.3);
  if (lead) doc.font(PDF_FONT.regular).fontSize(12).fillColor('#333333').text(lead, { width }).moveDown(0.8);
  for (const [label, text] of sections) {
    doc.font(PDF_FONT.bold).fontSize(HEADING).fillColor('#111111').text(label, { width });
    doc.font(PDF_FONT.regular).fontSize(BODY).fillColor('#222222').text(text, { width, lineGap: 1 });
    doc.moveDown(0.6);
  }
  return finish();
}

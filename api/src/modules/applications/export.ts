/**
 * An application as a file to paste from or send: Markdown, or a Word document whose questions are
 * headings. Each answer shows its count against the limit; the questions to the founder are listed
 * under it, marked as such, so they are never mistaken for an answer.
 */
import type { Application, ApplicationAnswer } from '@kuza/contracts';
import type { Paragraph } from 'docx';

const unitName = (answer: ApplicationAnswer) => (answer.limit.unit === 'chars' ? 'characters' : 'words');
const count = (answer: ApplicationAnswer) => `${answer.length} / ${answer.limit.max} ${unitName(answer)}`;
const title = (application: Application, company: string) => `${application.programName} application: ${company}`;

export function applicationToMarkdown(application: Application, company: string): string {
  const lines = [
    `# ${title(application, company)}`,
    '',
    `${application.programLink} (questions of ${application.season})`,
  ];
  for (const answer of application.answers) {
    lines.push('', `## ${answer.question}`, '', `_${count(answer)}_`, '');
    if (answer.text) lines.push(answer.text);
    for (const question of answer.missing) lines.push('', `> To answer: ${question}`);
  }
  return `${lines.join('\n')}\n`;
}

export async function applicationToDocx(application: Application, company: string): Promise<Buffer> {
  // The Word writer loads on the first export, not with the routes.
  const { Document, HeadingLevel, Packer, Paragraph, TextRun } = await import('docx');
  const children: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(title(application, company))] }),
    new Paragraph({
      children: [
        new TextRun({ text: `${application.programLink} (questions of ${application.season})`, color: '555555' }),
      ],
    }),
  ];
  for (const answer of application.answers) {
    children.push(
      new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(answer.question)] }),
      new Paragraph({ children: [new TextRun({ text: count(answer), italics: true, color: '555555' })] }),
    );
    if (answer.text) children.push(new Paragraph({ children: [new TextRun(answer.text)], spacing: { after: 120 } }));
    for (const question of answer.missing)
      children.push(new Paragraph({ children: [new TextRun({ text: `To answer: ${question}`, italics: true })] }));
  }
  const doc = new Document({
    creator: 'Kuza',
    title: title(application, company),
    styles: { default: { document: { run: { font: 'Arial', size: 22 } } } },
    sections: [{ children }],
  });
  return Packer.toBuffer(doc);
}

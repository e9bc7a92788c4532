import type { ResumeCreationInputs } from '@kuza/contracts';
import { createAiProvider } from '../src/modules/ai/create-provider';
import { sectionsFromResumeText } from '../src/modules/ai/text/resume-text';

/** The founder resume fixture (resume-chinedu-en) as a PDF text layer gives it, bullets and wraps included. */
const CV_EN = `Chinedu Okafor
Co-founder & CTO, PayLink · Lagos, Nigeria · chinedu.okafor@example.com · +234 803 000 0000

Summary
Engineer and founder with 9 years building payment infrastructure for African markets. Led teams of up
to 25 engineers and shipped systems processing NGN 40bn a month.

Experience
PayLink — Co-founder & CTO (2021 – present)
• Built a card and bank-transfer gateway used by 1,800 merchants.
• Raised a USD 1.5m pre-seed round; hired the first 12 engineers.

Interswitch — Senior Software Engineer (2016 – 2021)
• Owned the Verve card switching service (99.98% uptime).
• Cut settlement time from T+2 to T+0 for 300 banks and
fintechs.

Education
BSc Computer Science, University of Lagos (2015)

SKILLS:
* Go, TypeScript, PostgreSQL, Kafka
* PCI-DSS, ISO 8583
- Hiring and leading engineering teams

VOLUNTEER WORK
Mentor, Andela Learning Community (2019 – 2022)`;

const CV_FR = `AMINATA DIALLO
Directrice des opérations · Dakar, Sénégal · aminata.diallo@exemple.sn · +221 77 000 00 00

PROFIL
Responsable des opérations avec 8 ans d'expérience dans la logistique en Afrique de l'Ouest.
Spécialiste de la chaîne du froid et de la gestion d'équipes.

Expérience professionnelle :
FroidExpress — Directrice des opérations (2020 – aujourd'hui)
• Déploiement de 40 chambres froides à Thiès et Kaolack.
• Réduction des pertes de 35 % pour 2 000 producteurs.
Bolloré Logistics — Chargée de projets (2016 – 2020)
– Coordination des flux portuaires à Dakar ; équipe de 12 personnes.

FORMATION
Master en gestion de la chaîne logistique, Université Cheikh Anta Diop (2016)

Compétences
* Planification, pilotage de projets, négociation
* Excel, SAP, Power BI, contrôle qualité

Langues : français, wolof, anglais
Centres d’intérêt
Lecture, randonnée, bénévolat à Saint-Louis`;

/** The sections both fixtures have, in the order a resume shows them. */
const CV_LABELS = ['Contact', 'Summary', 'Experience', 'Education', 'Skills'];

const byLabel = (text: string) => Object.fromEntries(sectionsFromResumeText(text).map((s) => [s.label, s.content]));

describe('sectionsFromResumeText', () => {
  it('reads an English CV into Contact, Summary, Experience, Education, Skills and its other headed sections', () => {
    const sections = sectionsFromResumeText(CV_EN);

    expect(sections.map((s) => s.label)).toEqual([...CV_LABELS, 'Volunteer Work']);
    expect(sections.map((s) => s.id)).toEqual([
      'contact',
      'summary',
      'experience',
      'education',
      'skills',
      'volunteer-work',
    ]);
    const text = byLabel(CV_EN);
    expect(text.Contact).toBe(
      '**Chinedu Okafor**\n\nCo-founder & CTO, PayLink · Lagos, Nigeria · chinedu.okafor@example.com · +234 803 000 0000',
    );
    expect(text.Summary).toBe(
      'Engineer and founder with 9 years building payment infrastructure for African markets. Led teams of up to 25 engineers and shipped systems processing NGN 40bn a month.',
    );
    expect(text.Experience).toBe(
      [
        '**PayLink — Co-founder & CTO (2021 – present)**',
        '- Built a card and bank-transfer gateway used by 1,800 merchants.',
        '- Raised a USD 1.5m pre-seed round; hired the first 12 engineers.',
        '',
        '**Interswitch — Senior Software Engineer (2016 – 2021)**',
        '- Owned the Verve card switching service (99.98% uptime).',
        '- Cut settlement time from T+2 to T+0 for 300 banks and fintechs.',
      ].join('\n'),
    );
    expect(text.Education).toBe('BSc Computer Science, University of Lagos (2015)');
    expect(text.Skills).toBe(
      '- Go, TypeScript, PostgreSQL, Kafka\n- PCI-DSS, ISO 8583\n- Hiring and leading engineering teams',
    );
  });

  it('reads a French CV, accents and French headings included, with or without colons', () => {
    const sections = sectionsFromResumeText(CV_FR);

    expect(sections.map((s) => s.label)).toEqual([...CV_LABELS, 'Languages', 'Interests']);
    const text = byLabel(CV_FR);
    expect(text.Contact).toMatch(/^\*\*AMINATA DIALLO\*\*\n\nDirectrice des opérations · Dakar, Sénégal/);
    expect(text.Summary).toBe(
      "Responsable des opérations avec 8 ans d'expérience dans la logistique en Afrique de l'Ouest.\n\nSpécialiste de la chaîne du froid et de la gestion d'équipes.",
    );
    expect(text.Experience).toContain('- Déploiement de 40 chambres froides à Thiès et Kaolack.');
    expect(text.Experience).toContain("**FroidExpress — Directrice des opérations (2020 – aujourd'hui)**");
    expect(text.Experience).toContain('- Coordination des flux portuaires à Dakar ; équipe de 12 personnes.');
    expect(text.Education).toBe('Master en gestion de la chaîne logistique, Université Cheikh Anta Diop (2016)');
    expect(text.Skills).toBe(
      '- Planification, pilotage de projets, négociation\n- Excel, SAP, Power BI, contrôle qualité',
    );
    expect(text.Languages).toBe('français, wolof, anglais');
    expect(text.Interests).toBe('Lecture, randonnée, bénévolat à Saint-Louis');
  });

  it('matches headings in any case, as markdown, and merges a repeated heading', () => {
    const text =
      '# Jane Mwangi\njane@example.com\n## WORK EXPERIENCE\nLead, M-Kopa (2019 – 2023)\nskills: Python; SQL\nEXPERIENCE\n- Analyst, Safaricom (2016 – 2019)';
    const sections = sectionsFromResumeText(text);

    expect(sections.map((s) => s.label)).toEqual(['Jane Mwangi', 'Experience', 'Skills']);
    expect(sections[1].content).toBe('**Lead, M-Kopa (2019 – 2023)**\n\n- Analyst, Safaricom (2016 – 2019)');
    expect(sections[2].content).toBe('Python; SQL');
  });

  it('keeps an unheaded profile paragraph as the Summary and a CV with no headings as one Summary', () => {
    const unheaded = sectionsFromResumeText(
      'Curriculum Vitae\nAmina Yusuf\namina@example.com | +254 700 000 000\nOperations leader who has run a 40-truck fleet across Kenya and Uganda and cut delivery costs by a fifth in two years.\nEducation\nBCom, Strathmore University',
    );
    expect(unheaded.map((s) => [s.label, s.content.slice(0, 20)])).toEqual([
      ['Contact', '**Amina Yusuf**\n\nami'],
      ['Summary', 'Operations leader wh'],
      ['Education', 'BCom, Strathmore Uni'],
    ]);
    const prose =
      'Product manager with six years across fintech and logistics, most recently leading payments at a Nairobi startup.';
    expect(sectionsFromResumeText(prose)).toEqual([{ id: 'summary', label: 'Summary', content: prose }]);
    expect(sectionsFromResumeText('')).toEqual([]);
  });

  it('builds a resume from a pasted French CV, keeping its contact lines and extra sections', async () => {
    const input: ResumeCreationInputs = { pastedText: CV_FR };
    const ai = createAiProvider({ provider: 'builtin', referenceYear: 2026 });
    const summary = await ai.resumeSummary(input);
    const sections = await ai.resumeSections(input, summary);

    expect(summary).toContain('Aminata Diallo');
    expect(summary).toContain("Aminata's record includes déploiement de 40 chambres froides");
    expect(sections.map((s) => s.label)).toEqual([...CV_LABELS, 'Languages', 'Interests']);
    expect(sections[2].content).toContain(
      '**Directrice des opérations, FroidExpress** (2020 – present)\n- Déploiement de 40 chambres froides à Thiès et Kaolack',
    );
    expect(sections[4].content).toContain('contrôle qualité');
  });
});

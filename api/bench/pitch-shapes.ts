/**
 * The corpus pitches laid out again in other shapes, for the property tests (a fixed-seed sample)
 * and the content bench (2,000 cases): the same sections, figures, ask and use of funds, written
 * with another heading style, with or without blank lines and bullets, or with no headings at all
 * (paragraphs, one block, bullet notes, an e-mail), told in another order, or with its money written
 * in another currency form ('USD 900k' as '900k USD' or '900k dollars', '2 millions d'euros').
 */
import fc from 'fast-check';
import { readFigures } from '@kuza/contracts';
import { PITCH_LANGUAGES, roleTitle, type PitchRole, type ReaderLanguage } from '@kuza/contracts/pitch';
import type { CorpusPitch, CorpusSection } from './pitch-corpus';

/** How a heading is laid out, and how its text under it. */
export const STYLES = [
  'markdown',
  'numbered',
  'paren',
  'roman',
  'caps',
  'bold',
  'colon',
  'plain',
  'label',
  'mixed',
] as const;
export type Style = (typeof STYLES)[number];
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV'];

// A founder who mixes markup: a markdown heading, then a bold line, a numbered one, an ALL-CAPS one…
const MIXED: Style[] = ['markdown', 'bold', 'numbered', 'caps', 'colon'];

function heading(style: Style, text: string, index: number): string {
  switch (style) {
    case 'mixed':
      return heading(MIXED[index % MIXED.length], text, index);
    case 'markdown':
      return `## ${text}`;
    case 'numbered':
      return `${index + 1}. ${text}`;
    case 'paren':
      return `${index + 1}) ${text}`;
    case 'roman':
      return `${ROMAN[index] ?? index + 1}. ${text}`;
    case 'caps':
      return text.toUpperCase();
    case 'bold':
      return `**${text}**`;
    case 'colon':
      return `${text}:`;
    default:
      return text;
  }
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f*_]/g, '')
    .toLowerCase()
    .trim();

/** A section's text as plain sentences: no list marks or bold, nor its heading written again as a label. */
export function plainLines(section: CorpusSection): string[] {
  const label = /^([^:\n]{2,40}):\s+/.exec(section.text);
  const text =
    label && section.heading && fold(label[1]) === fold(section.heading)
      ? section.text.slice(label[0].length)
      : section.text;
  return (
    text
      .split('\n')
      // A table's rows as 'cell: cell' lines; its rule and header row are layout, not words.
      .filter(
        (line, index, all) => !/^\s*\|?[\s:-]+\|[\s|:-]*$/.test(line) && !/^\s*\|?[\s:-]+\|/.test(all[index + 1] ?? ''),
      )
      .map((line) =>
        /^\s*\|.*\|\s*$/.test(line)
          ? line
              .split('|')
              .map((cell) => cell.trim())
              .filter(Boolean)
              .join(': ')
          : line,
      )
      .map((line) =>
        line
          .replace(/^\s*(?:[-*+•]|\d{1,2}[.)])\s+/, '')
          .replace(/\*\*|__/g, '')
          .trim(),
      )
      .filter(Boolean)
      .map((line) => (/[.!?]$/.test(line) ? line : `${line}.`))
  );
}

/** Pitches whose sections all have short plain headings: they can be re-laid in any heading style. */
export const headedPitches = (corpus: CorpusPitch[]) =>
  corpus.filter(
    (pitch) =>
      pitch.sections.length >= 3 &&
      pitch.sections.every(
        (section) => section.heading && !/[:*#]/.test(section.heading) && section.heading.split(' ').length <= 6,
      ),
  );

/**
 * A headed pitch laid out again in one style. A list run straight into the next heading with no
 * blank line is read as the list going on (markdown's lazy continuation): a known gap
 * (docs/decisions.md), so lists always get their blank line.
 */
export function relay(pitch: CorpusPitch, style: Style, blank: boolean, bullets: boolean): CorpusPitch {
  const sep = blank || bullets || style === 'label' ? '\n\n' : '\n';
  const listed = bullets && style !== 'label';
  const text = pitch.sections
    .map((section, index) => {
      const body = plainLines(section).join(' ');
      const lines = listed
        ? plainLines(section)
            .map((line) => `- ${line}`)
            .join('\n')
        : body;
      if (style === 'label') return `${section.heading}: ${body}`;
      return `${heading(style, section.heading!, index)}\n${listed && style !== 'markdown' ? `\n${lines}` : lines}`;
    })
    .join(sep);
  return { ...pitch, shape: `relaid: ${style}`, pitch: text };
}

/**
 * A headed pitch whose parts are headed with their usual title in a language of the reader's (English,
 * French, Portuguese or Arabic: 'The problem', 'Le problème', 'O problema', 'المشكلة'), whatever
 * language the text is in, laid out in one style.
 */
export function retitled(pitch: CorpusPitch, language: ReaderLanguage, style: Style): CorpusPitch {
  const sections = pitch.sections.map((section) => ({
    ...section,
    heading: roleTitle(section.role as PitchRole, language),
  }));
  return { ...relay({ ...pitch, sections }, style, true, false), shape: `headings in ${language}` };
}

/** A headed pitch told in another order (the ask first, the team before the traction…): the same headings. */
export function reordered(pitch: CorpusPitch, order: number[], style: Style): CorpusPitch {
  const sections = order.map((index) => pitch.sections[index]);
  return { ...relay({ ...pitch, sections }, style, true, false), shape: 'reordered' };
}

/** The ways founders write without headings. */
export const HEADLESS = ['paragraphs', 'one-block', 'bullets', 'email'] as const;
export type Headless = (typeof HEADLESS)[number];

/**
 * Pitches whose parts each have a role and some text: they can be told with no headings. A part written as a table
 * ('| Metric | Value |') is not: its cells told as sentences are no shape a founder writes in.
 */
export const toldPitches = (corpus: CorpusPitch[]) =>
  corpus.filter(
    (pitch) =>
      pitch.sections.length >= 5 &&
      pitch.sections.every(
        (section) => section.role && section.text.length > 20 && !/^\s*\|.*\|\s*$/m.test(section.text),
      ),
  );

/** A pitch told with no headings at all: its parts are found by what they say. */
export function untitled(pitch: CorpusPitch, shape: Headless): CorpusPitch {
  const said = pitch.sections.map((section) => plainLines(section));
  const bodies = said.map((lines) => lines.join(' '));
  const text = {
    'one-block': () => bodies.join(' '),
    bullets: () => said.flatMap((lines) => lines.map((line) => `- ${line}`)).join('\n'),
    email: () =>
      (pitch.language === 'ar'
        ? ['مرحبا أمينة،', '', bodies.join('\n\n'), '', 'مع خالص التحية،', 'المؤسسون']
        : ['Hi Amina,', '', bodies.join('\n\n'), '', 'Best regards,', 'The founders']
      ).join('\n'),
    paragraphs: () => bodies.join('\n\n'),
  }[shape]();
  // A figure only a heading held ('Next 18 months') is not in the text any more: it cannot be kept.
  const values = new Set(readFigures(text).map((figure) => figure.value));
  return {
    ...pitch,
    shape: `untitled: ${shape}`,
    pitch: text,
    sections: pitch.sections.map((section) => ({ ...section, heading: null })),
    figures: pitch.figures.filter((figure) => readFigures(figure).every((read) => values.has(read.value))),
  };
}

/**
 * A pitch with no headings told in another order (the team first, the ask before the traction…). The
 * company's one-liner, when it has one, still opens it: that is what makes it the one-liner.
 */
export function untitledOrder(pitch: CorpusPitch, order: number[], shape: Headless): CorpusPitch {
  const ordered = order.map((index) => pitch.sections[index]);
  const sections = [
    ...ordered.filter((section) => section.role === 'company'),
    ...ordered.filter((section) => section.role !== 'company'),
  ];
  return { ...untitled({ ...pitch, sections }, shape), shape: `untitled, reordered: ${shape}` };
}

/** How founders write a currency: its code or sign before or after the amount, or its name after it. */
export const MONEY_FORMS = ['code after', 'words'] as const;
export type MoneyForm = (typeof MONEY_FORMS)[number];
const CURRENCY_WORDS: Record<string, Partial<Record<CorpusPitch['language'], string>>> = {
  USD: { en: 'dollars', fr: 'dollars', pt: 'dólares', ar: 'دولار' },
  EUR: { en: 'euros', fr: 'euros', pt: 'euros', ar: 'يورو' },
  XOF: { en: 'CFA francs', fr: 'francs CFA', pt: 'francos CFA' },
  NGN: { en: 'naira', fr: 'nairas', pt: 'nairas' },
  GHS: { en: 'cedis', fr: 'cedis', pt: 'cedis' },
  KES: { en: 'Kenyan shillings', fr: 'shillings kényans', pt: 'xelins quenianos' },
  UGX: { en: 'Ugandan shillings', fr: 'shillings ougandais', pt: 'xelins ugandenses' },
  TZS: { en: 'Tanzanian shillings', fr: 'shillings tanzaniens', pt: 'xelins tanzanianos' },
  BRL: { en: 'reais', fr: 'reais', pt: 'reais' },
  AOA: { en: 'kwanzas', fr: 'kwanzas', pt: 'kwanzas' },
  MZN: { en: 'meticais', fr: 'meticais', pt: 'meticais' },
  EGP: { ar: 'جنيه' },
  MAD: { ar: 'درهم' },
};

/**
 * A pitch whose amounts of money are written in another form: the code after the amount ('900k USD')
 * or the currency's name after it, with 'de'/'d'' where French and Portuguese say one ('2 millions
 * d'euros', '1,2 milhões de dólares'). The values, and so the figures the deck must keep, are the same.
 */
export function renoted(pitch: CorpusPitch, form: MoneyForm): CorpusPitch {
  const rewrite = (text: string) => {
    let out = '';
    let at = 0;
    for (const figure of readFigures(text)) {
      const written = /^(\D*?)\s?(\d[\d\s.,]*\d|\d)(\s?[\p{L}]*)$/u.exec(figure.text);
      const words = figure.currency && CURRENCY_WORDS[figure.currency]?.[pitch.language];
      if (!written || !words || figure.percent || !written[1].trim()) continue;
      const amount = `${written[2]}${written[3]}`;
      const scaled = /\p{L}{2,}/u.test(written[3]);
      const joiner =
        pitch.language === 'en' || !scaled ? ' ' : pitch.language === 'fr' && /^[aeiou]/i.test(words) ? " d'" : ' de ';
      out +=
        text.slice(at, figure.index) +
        (form === 'words' ? `${amount}${joiner}${words}` : `${amount} ${figure.currency}`);
      at = figure.index + figure.text.length;
    }
    return out + text.slice(at);
  };
  return {
    ...pitch,
    shape: `money: ${form}`,
    pitch: rewrite(pitch.pitch),
    sections: pitch.sections.map((section) => ({ ...section, text: rewrite(section.text) })),
    figures: pitch.figures.map(rewrite),
    ask: pitch.ask && rewrite(pitch.ask),
  };
}

/**
 * Five more ways founders write: an application form's questions and answers ('Q: … / A: …'), an e-mail
 * that thanks its reader before the pitch, markdown whose figures are a table (the first one before any
 * heading), roman-numbered parts with no cover line, bullet notes under an emoji-led title whose
 * items open on the part's name in lower case; and headings led by emoji, a draft written slide by slide
 * ('Slide 3 – Traction'), parts numbered with a dash ('2 - A solução') and a post whose lines open on a part's name
 * and an arrow ('Problem → …').
 */
export const FOUNDER_SHAPES = [
  'questions',
  'email-thanks',
  'tables',
  'roman',
  'emoji-notes',
  'emoji-headings',
  'slides',
  'dash-numbered',
  'arrow-post',
] as const;
// Emoji founders put before their headings ('🔴 What's broken', '💡 Notre réponse'), joined forms included.
const HEADING_EMOJI = ['🔴', '💡', '💰', '📈', '👥', '🎯', '⚡️', '🧑🏾‍🌾', '🌍', '✅', '🚀', '📅'];
export type FounderShape = (typeof FOUNDER_SHAPES)[number];

type Latin = 'en' | 'fr' | 'pt';
const QUESTIONS: Record<Latin, Partial<Record<PitchRole, string>>> = {
  en: {
    company: 'What does your company do?',
    problem: 'What problem are you solving?',
    solution: 'What is your solution?',
    product: 'What have you built?',
    businessModel: 'How do you make money?',
    traction: 'What traction do you have?',
    market: 'How big is the market?',
    competition: 'Who are your competitors?',
    team: 'Who is on the team?',
    ask: 'How much are you raising?',
    useOfFunds: 'How will you use the money?',
    milestones: 'What comes next?',
  },
  fr: {
    company: 'Que fait votre entreprise ?',
    problem: 'Quel problème résolvez-vous ?',
    solution: 'Quelle est votre solution ?',
    product: 'Qu’avez-vous construit ?',
    businessModel: 'Comment gagnez-vous de l’argent ?',
    traction: 'Où en êtes-vous ?',
    market: 'Quelle est la taille du marché ?',
    competition: 'Qui sont vos concurrents ?',
    team: 'Qui est dans l’équipe ?',
    ask: 'Combien levez-vous ?',
    useOfFunds: 'Comment utiliserez-vous les fonds ?',
    milestones: 'Quelles sont les prochaines étapes ?',
  },
  pt: {
    company: 'O que faz a vossa empresa?',
    problem: 'Qual é o problema?',
    solution: 'Qual é a vossa solução?',
    product: 'O que construíram?',
    businessModel: 'Como ganham dinheiro?',
    traction: 'Onde estão hoje?',
    market: 'Qual é o tamanho do mercado?',
    competition: 'Quem são os concorrentes?',
    team: 'Quem é a equipa?',
    ask: 'Quanto estão a levantar?',
    useOfFunds: 'Como vão usar o dinheiro?',
    milestones: 'Quais são os próximos passos?',
  },
};
const MARKS: Record<Latin, [string, string]> = { en: ['Q:', 'A:'], fr: ['Question :', 'Réponse :'], pt: ['P:', 'R:'] };
const THANKS: Record<Latin, (company: string | null) => string> = {
  en: (company) =>
    `Thanks for the call last week. As promised, here is a short summary${company ? ` of ${company}` : ''}.`,
  fr: (company) => `Merci pour notre échange. Comme promis, voici un court résumé${company ? ` de ${company}` : ''}.`,
  pt: (company) => `Obrigado pela conversa. Como prometido, segue um breve resumo${company ? ` da ${company}` : ''}.`,
};
const NOTES: Record<Latin, string> = {
  en: 'notes for investors',
  fr: 'notes pour investisseurs',
  pt: 'notas para investidores',
};

/** Pitches in English, French or Portuguese whose parts each have a role and some text. */
export const latinPitches = (corpus: CorpusPitch[]) => toldPitches(corpus).filter((pitch) => pitch.language !== 'ar');

/** A pitch in one of the founder shapes above: the same sections, figures, ask and use of funds. */
export function founderShape(pitch: CorpusPitch, shape: FounderShape): CorpusPitch {
  const lang = pitch.language as Latin;
  const said = pitch.sections.map((section) => plainLines(section));
  const headed = pitch.sections.every((section) => section.heading && !/[:*#|]/.test(section.heading));
  const untitledParts = pitch.sections.map((section) => ({ ...section, heading: null }));
  // Each part under its heading (the usual title when the founder wrote none) as the shape writes it.
  const headedEach = (write: (heading: string, index: number) => string) => {
    const headings = pitch.sections.map((section) => section.heading ?? roleTitle(section.role as PitchRole, lang));
    return {
      text: pitch.sections.map((_, index) => `${write(headings[index], index)}\n${said[index].join(' ')}`).join('\n\n'),
      sections: pitch.sections.map((section, index) => ({ ...section, heading: headings[index] })),
    };
  };
  const text: () => { text: string; sections: CorpusSection[] } = {
    questions: () => {
      const [q, a] = MARKS[lang];
      return {
        text: pitch.sections
          .map((section, index) => {
            const role = section.role as PitchRole;
            const asked =
              QUESTIONS[lang][role] ?? `${roleTitle(role, lang)} ?`.replace(/ \?$/, lang === 'fr' ? ' ?' : '?');
            return `${q} ${asked}\n${a} ${said[index].join(' ')}`;
          })
          .join('\n\n'),
        sections: untitledParts,
      };
    },
    'email-thanks': () => ({
      text: [
        { en: 'Hi Amina,', fr: 'Bonjour Fatou,', pt: 'Olá Marta,' }[lang],
        THANKS[lang](pitch.company),
        ...said.map((lines) => lines.join(' ')),
        { en: 'Best,', fr: 'Cordialement,', pt: 'Atenciosamente,' }[lang],
        'Musa',
      ].join('\n\n'),
      sections: untitledParts,
    }),
    tables: () => {
      // A part with figures on two lines or more is a table of those lines; the first such part opens the pitch,
      // before any heading, as founders paste their key figures.
      const tabled = pitch.sections.findIndex((_, index) => said[index].length >= 2);
      const table = (index: number) =>
        [
          `| # | ${pitch.sections[index].heading ?? roleTitle(pitch.sections[index].role as PitchRole, lang)} |`,
          '|---|---|',
          ...said[index].map((line, row) => `| ${row + 1} | ${line.replace(/\|/g, '/')} |`),
        ].join('\n');
      const parts = pitch.sections.map((section, index) =>
        index === tabled
          ? table(index)
          : `## ${section.heading ?? roleTitle(section.role as PitchRole, lang)}\n\n${said[index].join(' ')}`,
      );
      const order =
        tabled >= 0 ? [tabled, ...parts.keys()].filter((at, i) => i === 0 || at !== tabled) : [...parts.keys()];
      return {
        text: order.map((at) => parts[at]).join('\n\n'),
        sections: order.map((at) => ({
          ...pitch.sections[at],
          heading:
            at === tabled
              ? null
              : (pitch.sections[at].heading ?? roleTitle(pitch.sections[at].role as PitchRole, lang)),
        })),
      };
    },
    roman: () => ({
      text: pitch.sections
        .map(
          (section, index) =>
            `${ROMAN[index] ?? index + 1}. ${section.heading ?? roleTitle(section.role as PitchRole, lang)}\n${said[index].join(' ')}`,
        )
        .join('\n\n'),
      sections: pitch.sections.map((section) => ({
        ...section,
        heading: section.heading ?? roleTitle(section.role as PitchRole, lang),
      })),
    }),
    'emoji-headings': () => headedEach((heading, index) => `${HEADING_EMOJI[index % HEADING_EMOJI.length]} ${heading}`),
    slides: () =>
      headedEach(
        (heading, index) => `${{ en: 'Slide', fr: 'Diapositive', pt: 'Slide' }[lang]} ${index + 1} – ${heading}`,
      ),
    'dash-numbered': () => headedEach((heading, index) => `${index + 1} - ${heading}`),
    // A post: the name with an emoji, its hashtags, then one line a part, 'Problem → …'.
    'arrow-post': () => ({
      text: [
        ...(pitch.company ? [`${pitch.company} 🚀`, '#startup #africa', ''] : []),
        ...pitch.sections.map(
          (section, index) =>
            `${section.heading ?? roleTitle(section.role as PitchRole, lang)} → ${said[index].join(' ')}`,
        ),
      ].join('\n'),
      sections: pitch.sections.map((section) => ({
        ...section,
        heading: section.heading ?? roleTitle(section.role as PitchRole, lang),
      })),
    }),
    'emoji-notes': () => ({
      text: [
        `🚀 ${pitch.company ?? roleTitle('company', lang)} – ${NOTES[lang]}`,
        ...pitch.sections.flatMap((section, index) =>
          said[index].map((line, at) =>
            at === 0 && headed
              ? `• ${section.heading!.toLowerCase()}: ${line.replace(/\.$/, '')}`
              : `• ${line.replace(/\.$/, '')}`,
          ),
        ),
      ].join('\n'),
      sections: headed
        ? pitch.sections.map((section) => ({ ...section, heading: section.heading!.toLowerCase() }))
        : untitledParts,
    }),
  }[shape];
  const made = text();
  const values = new Set(readFigures(made.text).map((figure) => figure.value));
  return {
    ...pitch,
    shape: `founder: ${shape}`,
    pitch: made.text,
    sections: made.sections,
    figures: pitch.figures.filter((figure) => readFigures(figure).every((read) => values.has(read.value))),
  };
}

/** Any pitch of the corpus in any generated shape. */
export const shapedPitch = (corpus: CorpusPitch[]) =>
  fc.oneof(
    fc
      .tuple(fc.constantFrom(...headedPitches(corpus)), fc.constantFrom(...STYLES), fc.boolean(), fc.boolean())
      .map(([pitch, style, blank, bullets]) => relay(pitch, style, blank, bullets)),
    fc
      .tuple(fc.constantFrom(...toldPitches(corpus)), fc.constantFrom(...HEADLESS))
      .map(([pitch, shape]) => untitled(pitch, shape)),
    fc.tuple(fc.constantFrom(...headedPitches(corpus)), fc.constantFrom(...STYLES)).chain(([pitch, style]) =>
      fc
        .shuffledSubarray([...pitch.sections.keys()], {
          minLength: pitch.sections.length,
          maxLength: pitch.sections.length,
        })
        .map((order) => reordered(pitch, order, style)),
    ),
    fc.tuple(fc.constantFrom(...toldPitches(corpus)), fc.constantFrom(...HEADLESS)).chain(([pitch, shape]) =>
      fc
        .shuffledSubarray([...pitch.sections.keys()], {
          minLength: pitch.sections.length,
          maxLength: pitch.sections.length,
        })
        .map((order) => untitledOrder(pitch, order, shape)),
    ),
    fc.tuple(fc.constantFrom(...corpus), fc.constantFrom(...MONEY_FORMS)).map(([pitch, form]) => renoted(pitch, form)),
    fc
      .tuple(fc.constantFrom(...headedPitches(corpus)), fc.constantFrom(...PITCH_LANGUAGES), fc.constantFrom(...STYLES))
      .map(([pitch, language, style]) => retitled(pitch, language, style)),
    fc
      .tuple(fc.constantFrom(...latinPitches(corpus)), fc.constantFrom(...FOUNDER_SHAPES))
      .map(([pitch, shape]) => founderShape(pitch, shape)),
  );

/** A fixed sample of generated pitches. */
export const generatedPitches = (corpus: CorpusPitch[], count: number, seed = 20261128) =>
  fc.sample(shapedPitch(corpus), { numRuns: count, seed });

/**
 * A founder's pitch, in whatever shape they wrote it, as its sections. Structure comes from layout,
 * not from a list of names:
 * - markdown headings, bold lines and bold labels, numbered parts ('1.', '2)', 'II.', 'Part 3'),
 *   ALL-CAPS lines, 'Label:' lines, and short lines that stand apart like headings;
 * - 'Label: text' lines when the pitch is written that way throughout;
 * - text with no headings (prose, an e-mail, a transcript, bullet notes) is split into paragraphs
 *   and sentences, and each run is given the role it talks about (roles.ts).
 * Every section carries the founder's heading (or a title in the pitch's language) and a role. The
 * outline, the fact sheet, the paste preview and the content bench all read pitches through here.
 */
import { readFigures, shareSplit } from '../facts/figures';
import { isClosingLine, isContactLine, takeClosing } from './closing';
import { layLines, type LaidLine } from './lines';
import {
  fold,
  pitchLanguage,
  roleOfHeading,
  roleOfText,
  roleTitle,
  WHO_WE_ARE,
  type ReaderLanguage,
  type PitchRole,
} from './roles';
import { segmentRoles, type Unit } from './segment';
import { NAME_TITLES } from './people';

export type { PitchLanguage, PitchRole, ReaderLanguage } from './roles';
export { PITCH_LANGUAGES, pitchLanguage, roleOfHeading, roleOfText, roleTitle } from './roles';
export { NAME_TITLES, readPeople, teamTextParts, type PersonRead } from './people';

export interface PitchLine {
  text: string;
  /** A list item (kept a bullet on the slide), a table row, or text. */
  kind: 'bullet' | 'row' | 'text';
  depth?: number;
  cells?: string[];
  header?: string[];
}

export interface PitchSection {
  /** The founder's heading, in their words and case; for a part without one, a title in the pitch's language. */
  title: string;
  /** Whether the founder wrote the title. */
  own: boolean;
  role?: PitchRole;
  lines: PitchLine[];
}

export interface ReadPitch {
  language: ReaderLanguage;
  /** The startup's name when the text says it; never a document title ('Pitch deck'). */
  company?: string;
  /** A document title line ('# AfyaNote — pitch', 'Subject: …'), kept apart from the sections. */
  documentTitle?: string;
  /** A short line before the first section (a tagline). */
  preamble: PitchLine[];
  sections: PitchSection[];
}

const MAX_HEADING_WORDS = 9;
// A line that opens as a heading does: on a capital, or on a letter of a script without case (Arabic).
const CAPITAL = /^[\p{Lu}\p{Lo}]/u;
// Words a wrapped line of prose ends on, never a heading.
const DANGLING =
  /\b(a|an|the|of|to|and|or|for|in|on|with|by|at|from|that|de|du|des|la|le|les|et|ou|pour|dans|avec|par|para|com|que|um|uma)$/i;
const GREETING =
  /^(dear|hi|hello|hey|good (morning|afternoon|evening)|bonjour|bonsoir|cher|chere|madame|monsieur|salut|ola|oi|bom dia|boa tarde|caro|cara|prezad[oa]s?|estimad[oa]s?)\b[^.!?]{0,60}[,!:?]?$/;
const GREETS = /^(dear|hi|hello|hey|good (morning|afternoon|evening)|bonjour|bonsoir|salut|ola|oi|bom dia|boa tarde)\b/;
const SIGN_OFF =
  /^(best|best regards|kind regards|warm regards|regards|thanks|thank you|many thanks|cheers|sincerely|yours|cordialement|bien (a vous|cordialement)|merci( beaucoup)?|amities|salutations|atenciosamente|cumprimentos|obrigad[oa]|com os melhores cumprimentos|abracos?|um abraco)\b[^.!?]{0,40}[,!.]?$/;
// The same in Arabic, folded ('أطيب' is 'اطيب'); Arabic words have no '\b' around them.
const ARABIC_GREETING = /^(السلام عليكم|مرحبا|عزيزي|عزيزتي|صباح الخير|مساء الخير|حضرة)[^.!?]{0,60}$/;
const ARABIC_SIGN_OFF = /^(مع (خالص|اطيب) (التحية|التحيات|الشكر)|تحياتي|تحياتنا|مع الشكر|شكرا)[^.!?]{0,40}[،,!.]?$/;
const DOCUMENT_WORDS = String.raw`(?:(?:investor|investors|seed|pre-seed|series [a-c])\s+)?(?:pitch(?:\s+deck)?(?:\s+notes?)?|notes?(?: for investors)?|investor notes|notes? (?:pour|aux|à|a) (?:les )?investisseurs|notes? (?:to|for) (?:the )?investors|notas? (?:para|aos|a) (?:os )?investidores|notas?(?: para investidores)?|deck(?:\s+notes?)?|presentation|one[- ]pager|executive summary|summary|overview|investment memo|memo|teaser|presentation investisseurs|pitch investisseurs|dossier investisseurs|resume executif|resume|apresentacao(?: para investidores| a investidores)?|sumario executivo|resumo executivo|resumo)`;
const DOCUMENT_TITLE = new RegExp(
  String.raw`^(.*?)(?:^|\s*[—–:|(-]\s*|\s+)${DOCUMENT_WORDS}\s*(?:(?:19|20)\d\d)?\)?$`,
  'i',
);
// 'Notes pitch — traçabilité vanille', 'Pitch deck: AfyaNote', 'Investor notes | 2026'.
const DOCUMENT_OPENING = new RegExp(
  String.raw`^(?:${DOCUMENT_WORDS})(?:\s+(?:pitch|deck|investisseurs|investidores))?\s*(?:[—–:|-]\s*|$)`,
  'i',
);
// A line that opens on a short label: 'Q3 2026: …', '2027: …', 'Price: …'.
const LABELLED = /^[^\s:]{1,12}(?:\s[^\s:]{1,12}){0,2}\s?:\s+\S/u;
// A line that opens on its date: 'Q1 2026: …', '2027 — Series A', 'By March 2026 we…', '3º trimestre de 2025: …'.
const OPENS_DATED =
  /^(?:(?:by|in|until|d'ici|en|em|até|ate)\s+)?(?:(?:Q|T|H|S)[1-4]\s+|\d(?:º|ª|o|er|e|ème)?\s+trimestre\s+(?:de\s+)?|\p{L}{3,9}\.?\s+(?:de\s+)?)?(?:19|20)\d{2}\b/iu;
// 'T2 2026 : lancement au Mali', '2027 — Series A': a dated step, a line of its part, never a part's heading.
const DATED_STEP = new RegExp(String.raw`${OPENS_DATED.source}\s*[:：—–-]\s*\S`, 'iu');
const SUBJECT = /^(subject|re|objet|assunto)\s*:\s*/i;
// An e-mail's words to its reader: thanks for a meeting, 'as promised', 'here is a summary of…', 'I hope you are well'.
const PLEASANTRY = new RegExp(
  [
    String.raw`^(?:thanks|thank you|many thanks|merci(?: beaucoup)?|(?:muito )?obrigad[oa]s?)\s+(?:again\s+)?(?:for|pour|pela|pelo|por)\b`,
    String.raw`^(?:as promised|as discussed|as agreed|comme promis|comme convenu|comme discute|como prometido|conforme prometido|como combinado|conforme combinado)\b`,
    String.raw`^(?:(?:so|and|ainsi|alors|entao|e)\s+)?(?:here is|here's|here are|please find|attached (?:is|are)|i attach|voici|voila|veuillez trouver|vous trouverez|ci-joint|segue|seguem|aqui (?:esta|vai|segue)|envio|em anexo)\b[^.!?]{0,60}\b(?:summary|overview|note|notes|deck|pitch|one-pager|memo|update|resume|presentation|apresentacao|resumo|sumario|breve|short|quick)\b`,
    String.raw`^(?:i |we )?(?:hope|j'espere|nous esperons|espero|esperamos)\s+(?:you|this|que)\b`,
    String.raw`^(?:it was |it's been )?(?:great|lovely|good|nice|a pleasure)\s+(?:to meet|meeting|to speak|speaking|talking|to talk|chatting|to chat)\b`,
    String.raw`^(?:ravie?|heureux|heureuse|enchantee?) d(?:e |')(?:vous |votre )`,
    String.raw`^(?:foi um prazer|gostei (?:muito )?de|foi otimo)\b`,
    String.raw`^(?:following|further to|suite a|pour faire suite a|na sequencia d[aeo]|no seguimento d[aeo])\s+(?:our|your|notre|votre|nossa|nosso|sua|seu)\b`,
  ].join('|'),
);
/** The name a document title carries ('AfyaNote — pitch' → 'AfyaNote'; 'Company Overview' → none). */
const documentName = (text: string) =>
  (DOCUMENT_TITLE.exec(fold(text))?.[1] ?? '').replace(/^(the|our|company|business|project|startup)$/, '').trim();
// What a company does, said with its name as the subject ('Zemi Volt leases…', 'Djoliba Eau installe…', 'A FrioMar instala…').
const DOES = [
  'helps|builds|makes|lets|gives|connects|provides|offers|sells|leases|rents|runs|operates|develops|designs|manufactures',
  'produces|supplies|finances|insures|lends|turns|brings|picks|sends|collects|delivers|installs|trains|matches|tracks',
  'est|aide|permet|connecte|propose|vend|loue|installe|fabrique|produit|met|transforme|livre|forme|finance|assure|exploite',
  'construit|développe|developpe|crée|cree|distribue|collecte|fournit|accompagne|relie|équipe|equipe|achète|achete|transporte',
  // Not a bare 'e' ('Em Benguela e no Lobito'): 'é' with its accent is the verb.
  'é|ajuda|permite|liga|oferece|vende|aluga|instala|fabrica|produz|transforma|entrega|dá|opera|constrói|constroi|forma|financia',
  'distribui|desenvolve|cria|recolhe|compra|leva|fornece|junta',
].join('|');
// After a verb, a letter would mean a longer word ('é' is no boundary for \b); 'X runs our agent network' or
// 'X runs finance' is a member of the team, not the company.
const DOES_END = String.raw`(?!\p{L})(?!\s+(?:our|notre|nos|nosso|nossa|a nossa|o nosso|finance|operations|sales|marketing|engineering|product|tech|technology|growth|partnerships|les finances|as finanças|as financas)\b)`;
// Words that start a sentence, not a name.
const NOT_A_NAME = new Set(
  'we our the this i my a an it in at today so and but hi hello hey dear well then now what where how when why who yes thanks there here these those most many some every each one two three four five since after before nous notre nos le la les je ce cette il elle on aujourd hui alors donc ou quand comment pourquoi qui quoi oui merci voila bon o a os as eu este esta hoje ola onde como quando porque quem sim entao bem obrigado'.split(
    ' ',
  ),
);

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/**
 * Normalises the text: line ends, page breaks, non-breaking spaces, bullet glyphs to markdown's '- '
 * (a PDF puts a glyph alone on its line, its text a line or two below), and indentation, which
 * only nests a list item under another: elsewhere it is how a PDF or an e-mail laid the text out.
 */
// One emoji with what may join it: a variation selector, a skin tone, a keycap mark or more joined by a zero-width joiner.
const EMOJI = String.raw`(?:\p{Extended_Pictographic}|\p{Regional_Indicator})(?:\uFE0F|\u20E3|[\u{1F3FB}-\u{1F3FF}]|\u200D\p{Extended_Pictographic})*`;
const EMOJI_LEAD = new RegExp(String.raw`^(\s*)(?:${EMOJI}\s*)+(?=\S)`, 'u');
const EMOJI_TRAIL = new RegExp(String.raw`(?<=\S)(?:\s*${EMOJI})+\s*$`, 'u');
// '1️⃣ The problem': a keycap digit numbers the line.
const KEYCAP = /^(\s*)(\d{1,2})\uFE0F?\u20E3\s*(?=\S)/u;

/**
 * Emoji that open lines ('🔴 What's broken', '💡 Notre réponse', '✅ 4,000 users') are decoration: a run of
 * lines each opening on one is a list, and a line alone with one keeps its words (a heading stays a heading).
 */
function emojiLeads(source: string[]): string[] {
  // Emoji that close a line ('Mama Mboga Express 🥬', 'We grew 3x 🚀') decorate it; a line of two hashtags or more
  // ('#agritech #Kenya') tags the post and says nothing of the pitch (a lone '#Problem' may be a heading written
  // without its space); an arrow after a short label without figures ('Problem → …', 'Ask -> USD 400k', not
  // 'USD 150 mil seed → 20% …') labels the line as a colon does.
  const lines = source
    .filter((line) => !/^\s*#[\p{L}\d_]+(?:\s+#[\p{L}\d_]+)+\s*$/u.test(line))
    .map((line) =>
      line
        .replace(EMOJI_TRAIL, '')
        .replace(/^(\s*[^\s→⇒➜➡>=-][^→⇒➜➡]{1,40}?)\s*(?:→|⇒|➜|➡\uFE0F?|->|=>)\s+(?=\S)/u, (all, label: string) =>
          words(label).length <= 8 && !/\d/.test(label) ? `${label}: ` : all,
        ),
    );
  const led = lines.map((line) => EMOJI_LEAD.test(line) && !KEYCAP.test(line));
  const listed = (index: number) => led[index - 1] || led[index + 1];
  const rest = (line: string) => line.replace(EMOJI_LEAD, '').trim();
  // Short lines each led by an emoji, standing alone: the founder's headings, even in lower case ('🔴 problema').
  const heads = (index: number) =>
    led[index] && !listed(index) && words(rest(lines[index])).length <= 8 && !/[.!;,]$/.test(rest(lines[index]));
  const headings = lines.filter((_, index) => heads(index)).length >= 2;
  return lines.map((line, index) => {
    const keycap = KEYCAP.exec(line);
    if (keycap) return line.replace(KEYCAP, `$1$2. `);
    if (!led[index]) return line;
    if (listed(index)) return line.replace(EMOJI_LEAD, '$1- ');
    return headings && heads(index) ? `## ${rest(line)}` : line.replace(EMOJI_LEAD, '$1');
  });
}

function normalise(text: string): string {
  const lines = emojiLeads(
    (text ?? '')
      .replace(/\r\n?|\f|\v/g, '\n')
      .replace(/[\u00a0\u202f]/g, ' ')
      .replace(/\t/g, '    ')
      // Text pasted from a PDF breaks a word at its hyphen ('USAID-' over 'funded'): the word is whole again.
      .replace(/(\p{L})-[ \t]*\n[ \t]*(?=\p{Ll})/gu, '$1-')
      .split('\n'),
  );
  const out: string[] = [];
  let glyph = false;
  let inList = false;
  for (const raw of lines) {
    if (/^\s*[•▪●○◦‣⁃►✓·\uE000-\uF8FF]\s*$/u.test(raw)) {
      glyph = true;
      continue;
    }
    if (!raw.trim()) {
      if (!glyph) out.push('');
      inList = inList && glyph;
      continue;
    }
    const bulleted = raw.replace(/^(\s*)[•▪●○◦‣⁃►✓·–—\uE000-\uF8FF]\s+/u, '$1- ');
    const line = glyph ? `- ${bulleted.trim()}` : bulleted;
    glyph = false;
    const item = /^\s*(?:[-*+]|\d{1,2}[.)])\s+/.test(line);
    out.push(item && inList ? line : line.trimStart());
    inList = item;
  }
  return out.join('\n');
}

/** Drops a plain-text numbering: '2)', 'II.', '1 - ', '١- ', 'Part 3 —', 'Section 4:', 'Partie 2 :', 'Parte 3 -'. */
const NUMBERING = String.raw`(?:(?:[\d\u0660-\u0669\u06f0-\u06f9]{1,2}|[ivxlc]{1,5})\s*[.)]|[\d\u0660-\u0669\u06f0-\u06f9]{1,2}\s*[-–—](?=\s+[^\d\s\u0660-\u0669\u06f0-\u06f9])|(?:part|section|partie|parte|se[cç][cç]?[aã]o|step|[eé]tape|passo|chapter|chapitre|cap[ií]tulo|slide|diapo|diapositive|diapositivo|l[aâ]mina|page|p[aá]gina)\s+(?:\d{1,2}|[ivx]{1,5})\s*[.:)—–-]?)`;
const NUMBERED = new RegExp(String.raw`^${NUMBERING}\s+(?=\S)`, 'i');

function headingShaped(text: string, maxWords = MAX_HEADING_WORDS, marked = false): boolean {
  const clean = text.replace(/[:：]\s*$/, '').trim();
  const count = words(clean).length;
  if (!clean || count > maxWords || clean.length > 90) return false;
  // A question may head a part ('Why now?', 'Et les autres ?'); a sentence's other endings do not.
  if (/[.!,;…،؛]$/.test(clean) && !/\b[A-Z]\.$/.test(clean)) return false;
  // 'KES 40M seed. Use of funds:': two sentences are a part's text, not its heading.
  if (/[.!?]\s+\p{Lu}/u.test(clean) && pitchSentences(clean).length > 1) return false;
  return marked || !DANGLING.test(fold(clean));
}

const isAllCaps = (text: string) => {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
};

const CLAUSE =
  /^(?:we|we're|i|i'm|there|they|nous|je|il|ils|elles|on|nos|eu|eles|elas|ha)\s+(?:are|am|is|have|were|was|sommes|suis|sont|avons|ai|etions|y a|somos|sou|sao|temos|tenho|fomos|existem)\b/;

/** 'How we earn: we charge…' → label and text, when the label is short and reads as a name. */
export function labelled(text: string): { label: string; rest: string } | undefined {
  const match = /^([^:：]{2,60}?)\s*[:：]\s+(\S.*)$/.exec(text);
  if (!match || /https?$|\d/.test(match[1]) || words(match[1]).length > 6) return undefined;
  // A label may ask ('Et les autres ? : …'); it does not end a sentence or run on after one.
  if (/[.!,;]|\?(?=.)/.test(match[1].trim())) return undefined;
  // 'We are two founders: Musa…', 'Nous sommes trois : …': a clause with its subject and verb opens a sentence, it
  // names no part.
  if (CLAUSE.test(fold(match[1].trim()))) return undefined;
  return { label: match[1].trim(), rest: match[2].trim() };
}

/**
 * Whether a line's label is its first share's ('Produit et ingénierie : 40 %. Lancement : 35 %. …'): its shares add
 * up to 100 and the label names the figure after it. 'Uso dos fundos: 50% armazéns, 30% …' names the split.
 */
function shareLabel(label: { label: string; rest: string }, text: string): boolean {
  const shares = shareSplit(text);
  const whole = shares.length >= 2 && Math.abs(shares.reduce((sum, share) => sum + share.percent, 0) - 100) < 0.5;
  return (whole || leadingSplit(text)) && namesFact(label.label, label.rest);
}

/**
 * Whether a text opens on a split: its first sentences each give a share, and they add up to 100 ('Câmaras e painéis:
 * 60%. Triciclos: 25%. Equipa: 15%.' opening a pitch written as one block).
 */
function leadingSplit(text: string): boolean {
  let sum = 0;
  let count = 0;
  for (const sentence of pitchSentences(text).slice(0, 8)) {
    const percents = readFigures(sentence).filter((figure) => figure.percent);
    if (percents.length !== 1) return false;
    sum += percents[0].value;
    count += 1;
    if (count >= 2 && Math.abs(sum - 100) < 0.5) return true;
    if (sum > 100.5) return false;
  }
  return false;
}

/**
 * A label that names the one figure after it ('Retention: 70%', 'Storage: RWF 300 per crate'), or a person and
 * their role ('Aline Uwase: CEO'); a part's text that opens on a figure ('Where we are: 4,700 kits sold. 92%…') is not.
 */
function namesFact(label: string, rest: string): boolean {
  // 'Cold rooms and tuk-tuks: 70%. Team: 20%. …': the label's own sentence is what it names.
  const own = rest.split(/(?<=[.;])\s+/)[0] ?? '';
  const figures = readFigures(own);
  if (figures[0]?.index === 0 && figures.length <= 2 && words(own).length <= 8) return true;
  return (
    // A name is written in capitals and small letters: 'QUEM FAZ' is a heading in capitals, not a person.
    /^\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+){1,2}$/u.test(label) &&
    /\p{Ll}/u.test(label) &&
    roleOfText(rest.split(/[.;]/)[0] ?? '') === 'team'
  );
}

interface Reading {
  heading?: string;
  /** Text on the heading's own line, after it ('2) Our answer: we…'). */
  rest?: string;
  /** How sure: 3 markup, 2 layout (numbering, caps, bold, 'Label:' alone), 1 a short line standing apart. */
  strength: number;
  style: string;
}

/** What a line reads as on its own: a heading (how sure, which style) or not. */
function readLine(
  line: LaidLine,
  previous: LaidLine | undefined,
  next: LaidLine | undefined,
  hasNext: boolean,
  afterHeading = false,
): Reading | undefined {
  const { text } = line;
  if (line.kind === 'row') return undefined;
  if (line.kind === 'heading')
    return headingShaped(text, 14, true) ? { heading: text, strength: 3, style: `h${line.depth}` } : undefined;
  if (line.continues) {
    // A short line straight under a list, before a new block, is a heading the founder wrote without a blank line.
    const closes = next === undefined || next.block !== line.block;
    const named = roleOfHeading(text) !== undefined && words(text).length <= 4 && !/[.!?,;]$/.test(text);
    if (named && hasNext && CAPITAL.test(text)) return { heading: text, strength: 1, style: 'plain' };
    return closes &&
      hasNext &&
      headingShaped(text, 8) &&
      CAPITAL.test(text) &&
      /[.!?:;…؟؛]$/.test(previous?.text ?? '.')
      ? { heading: text, strength: 1, style: 'plain' }
      : undefined;
  }
  const followed = hasNext && next !== undefined;
  if (line.bold === 'whole' && line.label && headingShaped(line.label, MAX_HEADING_WORDS, true) && followed)
    return { heading: line.label, strength: 3, style: 'bold' };
  if (line.bold === 'lead' && line.label && line.rest && headingShaped(line.label, 8, true) && line.kind === 'text')
    return { heading: line.label, rest: line.rest, strength: 3, style: 'bold-lead' };
  // An ordered item is a heading when text of its own follows it: continuation lines or a paragraph.
  if (line.kind === 'item') {
    if (!line.ordered || line.depth > 1) return undefined;
    const own = labelled(text);
    // Its own text: lines under it, or a paragraph or a bulleted list after a numbered list of one.
    const body =
      next !== undefined &&
      (next.continues || ((next.kind === 'text' || (next.kind === 'item' && !next.ordered)) && line.items === 1));
    if (own && headingShaped(own.label, 6, true))
      return { heading: own.label, rest: own.rest, strength: 2, style: 'ordered' };
    // A numbered part with its own text, or a numbered list of the usual parts ('1. Problem').
    // ('3. Equipa comercial — 20%' is a share of a split: a figure makes an item a line, not a part's name.)
    const partName = roleOfHeading(text) && words(text).length <= 4 && !readFigures(text).length;
    if (headingShaped(text, MAX_HEADING_WORDS, true) && (body || partName))
      return { heading: text, strength: 2, style: 'ordered' };
    return undefined;
  }
  const numbered = NUMBERED.exec(text);
  if (numbered) {
    const after = text.slice(numbered[0].length).trim();
    const dash = /^(.{2,60}?)\s+[—–-]\s+(\S.*)$/.exec(after);
    const own = labelled(after) ?? (dash ? { label: dash[1], rest: dash[2] } : undefined);
    if (own && headingShaped(own.label, 8, true))
      return { heading: own.label, rest: own.rest, strength: 2, style: 'numbered' };
    if (headingShaped(after, MAX_HEADING_WORDS, true))
      return followed ? { heading: after, strength: 2, style: 'numbered' } : undefined;
  }
  if (isAllCaps(text) && headingShaped(text, MAX_HEADING_WORDS, true) && followed)
    return { heading: text, strength: 2, style: 'caps' };
  // 'Procuramos USD 700 mil:' straight under a heading leads its list; it heads nothing.
  if (/[:：]$/.test(text) && headingShaped(text, 8, true) && followed && !(afterHeading && readFigures(text).length))
    return { heading: text.replace(/\s*[:：]$/, ''), strength: 2, style: 'colon' };
  // 'Problem - 80% of SMEs keep no books': a known part's name, a dash, its text.
  // 'Team: Kevin Njoroge, CEO — ex-sales manager…' is labelled 'Team': a dash after the label is its text's.
  const dashed = /^([^:：]{2,40}?)\s+[—–-]\s+(\S.*)$/.exec(text);
  if (dashed && line.kind === 'text' && roleOfHeading(dashed[1]) && headingShaped(dashed[1], 5))
    return { heading: dashed[1], rest: dashed[2], strength: 2, style: 'dash' };
  // A line starts where the one before it ended a sentence, or where its block starts.
  const starts = line.first || afterHeading || (previous !== undefined && /[.!?:;…؟؛]["”»)]?$/.test(previous.text));
  const label = labelled(text);
  // 'Produit et ingénierie : 40 %. Lancement : 35 %. …': a split's first label is its first share's, not a heading.
  if (label && starts && line.kind === 'text' && !shareLabel(label, text))
    return { heading: label.label, rest: label.rest, strength: 0, style: 'label' };
  // A short line that stands apart: at a start, followed by its own text (or the usual name of a part).
  const named = roleOfHeading(text) !== undefined && words(text).length <= 4;
  // A line ending on 'in' or 'for' is a wrapped sentence, unless a new sentence starts under it ('How the money comes in').
  const apart = starts && next !== undefined && /^[\p{Lu}\p{Lo}\d]/u.test(next.text);
  if (
    line.kind === 'text' &&
    (starts || named) &&
    (followed || named) &&
    headingShaped(text, 8, apart) &&
    /^[\p{Lu}\p{Lo}\d"'“«¿¡]/u.test(text) &&
    !/\d{3}/.test(text.replace(/\b(19|20)\d\d\b/g, '')) &&
    !DATED_STEP.test(text) &&
    // 'We install solar fridges' over 'that report…' in its block: a line broken at a width, not a heading; nor is a
    // line straight under a heading, in its block, that runs on into the next line (a heading a blank line below
    // the company's name, 'Sokoni Ledger' then 'Why traders stay invisible', is the first part's).
    !(
      next?.block === line.block &&
      next.kind === 'text' &&
      !/[:：?؟]$/.test(text) &&
      (/^\p{Ll}/u.test(next.text) || (afterHeading && previous !== undefined && !named))
    )
  )
    return { heading: text, strength: 1, style: 'plain' };
  return undefined;
}

function toLine(line: LaidLine): PitchLine {
  if (line.kind === 'row') return { text: line.text, kind: 'row', cells: line.cells, header: line.header };
  if (line.kind === 'item') return { text: line.text, kind: 'bullet', depth: line.depth };
  return { text: line.text, kind: 'text' };
}

/** Which lines are section headings, decided for the whole pitch so that one style is read consistently. */
function headingsOf(lines: LaidLine[]): Array<Reading | undefined> {
  const readings: Array<Reading | undefined> = [];
  lines.forEach((line, index) => {
    const before = readings[index - 1];
    readings.push(
      readLine(
        line,
        line.first ? undefined : lines[index - 1],
        lines[index + 1],
        index < lines.length - 1,
        Boolean(before?.heading),
      ),
    );
  });
  const strong = readings.filter((reading) => reading && reading.strength >= 2);
  // 'Label: text' lines are sections only in a pitch written that way: several, distinct, and no other headings.
  // A label that names a figure ('Cold rooms: 70%', 'Storage: RWF 300 per crate') or a person ('Aline Uwase: CEO, …')
  // is a line of a part, never a part, unless it is a part's usual name.
  const factLabel = (reading: Reading) =>
    !roleOfHeading(reading.heading!) && namesFact(reading.heading!, reading.rest!);
  const labels = readings.filter((reading) => reading?.style === 'label' && !factLabel(reading));
  const distinct = new Set(labels.map((reading) => fold(reading!.heading!)));
  const labelsAreSections =
    labels.length >= 2 &&
    distinct.size === labels.length &&
    strong.filter((reading) => reading!.style !== 'h1').length === 0;
  // A list with no headings around it whose items name parts ('- Problem: …', '- Team') is the pitch's outline.
  const items = lines.filter((line) => line.kind === 'item' && line.depth === 1 && !line.ordered);
  const named = items.filter((line) => {
    const own = labelled(line.text) ?? /^(?<label>.{2,40}?)\s+[—–-]\s+(?<rest>\S.*)$/.exec(line.text)?.groups;
    return own ? roleOfHeading(own.label) : roleOfHeading(line.text) && words(line.text).length <= 4;
  });
  // Most of its items name a part: the list is the outline; else its labelled items are facts in a list.
  const itemLabel = (line: LaidLine) =>
    labelled(line.text) ?? /^(?<label>.{2,40}?)\s+[—–-]\s+(?<rest>\S.*)$/.exec(line.text)?.groups;
  // Notes whose labelled items mostly name a part ('• problem: …', '• the mess: …', '• team: …', with unlabelled items
  // between): each distinct short label opens a part, in the founder's words; a label naming a figure does not.
  const owned = items.filter((line) => {
    const own = itemLabel(line);
    return own && headingShaped(own.label, 6) && !/\d/.test(own.label) && !namesFact(own.label, own.rest);
  });
  const ownLabels = new Set(owned.map((line) => fold(itemLabel(line)!.label)));
  // Notes whose items nearly all open on a label of their own ('• why traders stay invisible: …', '• money: …') are
  // laid out as parts whatever their words: two labels naming a part are enough to tell them from a list of facts.
  const notes =
    owned.length >= 4 &&
    ownLabels.size === owned.length &&
    ((named.length >= 3 && named.length >= owned.length * 0.4) ||
      (named.length >= 2 && owned.length >= items.length * 0.7));
  const headless =
    readings.every((reading) => !reading || reading.style === 'label') &&
    named.length >= 2 &&
    (named.length >= items.length * 0.6 || notes);
  const chosen = readings.map((reading, index) => {
    const line = lines[index];
    if (headless && !reading && line.kind === 'item' && line.depth === 1 && !line.ordered) {
      const own = labelled(line.text) ?? /^(?<label>.{2,40}?)\s+[—–-]\s+(?<rest>\S.*)$/.exec(line.text)?.groups;
      if (own && roleOfHeading(own.label) && headingShaped(own.label, 5))
        return { heading: own.label, rest: own.rest, strength: 2, style: 'item-label' };
      if (own && notes && owned.includes(line))
        return { heading: own.label, rest: own.rest, strength: 2, style: 'item-label' };
      if (roleOfHeading(line.text) && headingShaped(line.text, 4))
        return { heading: line.text, strength: 2, style: 'item-label' };
    }
    if (!reading) return undefined;
    if (reading.style === 'label') {
      if (factLabel(reading)) return undefined;
      // 'Pump inventory financing: 60%' straight under a heading is that section's first line, not another section
      // (a short first line over 'Problem: …' lines is the company's name, and those lines are the sections).
      const above = readings[index - 1];
      if (above?.heading && above.style !== 'label' && (above.strength >= 2 || index > 1)) return undefined;
      return labelsAreSections || roleOfHeading(reading.heading!) ? reading : undefined;
    }
    if (reading.strength === 1 && !roleOfHeading(reading.heading!)) {
      // A plain short line is a heading beside marked-up headings only if it names a known part.
      if (strong.length >= 2) return undefined;
      // Its text must be longer than itself: a signature ('Ama Owusu' over 'CEO, AfyaNote') is not a section.
      const after = lines
        .slice(index + 1)
        .filter((line) => line.block === lines[index].block || line.block === lines[index].block + 1);
      const body = after.map((line) => line.text).join(' ');
      if (words(body).length < 4 && !after.some((line) => line.kind === 'item')) return undefined;
    }
    return reading;
  });
  // A short line with no text of its own before the next heading is not one (a tagline under the name).
  for (let index = chosen.length - 2; index >= 0; index -= 1) {
    const reading = chosen[index];
    if (reading?.strength === 1 && !reading.rest && chosen[index + 1]?.heading && !roleOfHeading(reading.heading!))
      chosen[index] = undefined;
  }
  return chosen;
}

const SENTENCE = /(?:[^.!?؟]|[.!?؟](?=[^\s"”»)]))+(?:[.!?؟]+["”»)]?(?=\s|$))?/g;
/** Sentences of a paragraph ('USD 2.5m' and 'Dr.' do not end one). */
export function pitchSentences(text: string): string[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return [];
  const guarded = flat.replace(
    new RegExp(String.raw`\b(${NAME_TITLES}|St|No|vs|etc|Ltd|Inc|Co|Corp|Lda|Sarl|Ltda)\.\s`, 'g'),
    '$1\u2024 ',
  );
  return (guarded.match(SENTENCE) ?? [guarded]).map((s) => s.replace(/\u2024/g, '.').trim()).filter(Boolean);
}

/**
 * Text without headings, as sections by role (segment.ts): each sentence or bullet gets a role from
 * what it says and where it stands; consecutive units of one role make one section, a paragraph's
 * sentences staying one line. Two runs of one role that are not adjacent stay apart.
 */
function sectionsByRole(
  lines: PitchLine[],
  language: ReaderLanguage,
  company?: string,
  /** Whether the text opens the pitch (paragraphs after a labelled part do not). */
  opens = true,
): PitchSection[] {
  const units: Array<Unit & { line: PitchLine; rows?: PitchLine[]; label?: { label: string; rest: string } }> = [];
  lines.forEach((line, paragraph) => {
    // A table is read whole, by what its rows say together ('Clinics using X | 38', 'Monthly revenue | KES 1.1M'
    // is traction), and stays one table: its header row alone says nothing of a part.
    const table = units[units.length - 1];
    if (line.kind === 'row' && table?.rows && table.rows[0].header?.join('|') === line.header?.join('|')) {
      table.rows.push(line);
      table.text = `${table.text}\n${rowSaying(line)}`;
      return;
    }
    if (line.kind === 'row') {
      units.push({ text: rowSaying(line), paragraph, bullet: true, line, rows: [line] });
      return;
    }
    // 'Équipe : Hery (CEO)', 'Modèle : 4 000 Ar par kilo': a label that names a part says the line's role.
    const label = labelled(line.text);
    // 'Produit et ingénierie : 40 %. Lancement au Maroc : 35 %. …': shares that add to 100 are a split, its first
    // label the first share's, not a part's name.
    const named = label && !shareLabel(label, line.text) ? roleOfHeading(label.label) : undefined;
    if (line.kind !== 'text' || named)
      units.push({
        text: line.text,
        paragraph,
        bullet: line.kind !== 'text',
        named,
        line,
        ...(named ? { label } : {}),
      });
    else
      for (const sentence of pitchSentences(line.text))
        units.push({ text: sentence, paragraph, bullet: false, line: { text: sentence, kind: 'text' } });
  });
  const roles = segmentRoles(units, company, opens);
  // Told without headings, what the product does is the solution, unless the text also says a solution.
  if (!roles.includes('solution')) roles.forEach((role, index) => role === 'product' && (roles[index] = 'solution'));
  const pieces: Array<{ role: PitchRole; lines: PitchLine[]; paragraph: number; title?: string }> = [];
  units.forEach((unit, index) => {
    const role = roles[index];
    const last = pieces[pieces.length - 1];
    if (!last || last.role !== role) {
      // A part that opens with the founder's label for it ('Équipe : Hery (CEO, …)') takes the label as its title.
      const own = unit.label && unit.named === role ? unit.label : undefined;
      const line = own ? { ...unit.line, text: own.rest } : unit.line;
      pieces.push({
        role,
        lines: unit.rows ? [...unit.rows] : [line],
        paragraph: unit.paragraph,
        ...(own ? { title: own.label } : {}),
      });
      return;
    }
    const previous = last.lines[last.lines.length - 1];
    // Sentences of one paragraph stay one line of text.
    if (unit.line.kind === 'text' && previous.kind === 'text' && !unit.named && last.paragraph === unit.paragraph)
      last.lines[last.lines.length - 1] = { text: `${previous.text} ${unit.text}`, kind: 'text' };
    else last.lines.push(...(unit.rows ?? [unit.line]));
    last.paragraph = unit.paragraph;
  });
  return pieces.map((piece) => ({
    title: piece.title ?? roleTitle(piece.role, language),
    own: piece.title !== undefined,
    role: piece.role,
    lines: piece.lines,
  }));
}

/** A table row as a clause: its cells joined ('Clinics using X: 38'), the way a founder would say it. */
const rowSaying = (line: PitchLine) => (line.cells ?? [line.text]).filter(Boolean).join(': ');

// A company's legal form, never part of the name a deck shows ('Arewa Power Limited', 'Nkoma Pay SAS').
const LEGAL = String.raw`(?:Lda|Ltd|Ltda|SARL|SAS|SA|Inc|PLC|Limited|LLC)`;

// A label that names the company's field, not a part of the pitch: 'Company:', 'Entreprise :', 'Empresa:'.
const COMPANY_FIELD = String.raw`(?:company(?: name)?|startup(?: name)?|business name|entreprise|nom de l'entreprise|soci[ée]t[ée]|empresa|nome da empresa)`;

// 'Who we are: PharmaRun is…': a label that introduces the company before the sentence that names it.
const WHO_WE_ARE_LABEL = String.raw`(?:who we are|about us|company overview|overview|présentation de l'entreprise|apresentação da empresa|qui (?:on est|nous sommes)|à propos|quem somos|sobre nós)`;

/** The company a pitch is about, when its text says so; never a document title or a stock word. */
export function companyOf(source: string, documentTitle?: string, firstLine?: string): string | undefined {
  const candidates: Array<string | undefined> = [];
  // A bullet or a bold span says the same as plain text: '- Kasuwa Stock helps…' names the company too.
  // A link says its words: '[Tiba Connect](https://…)' names Tiba Connect.
  const text = source
    .replace(/^[ \t]*(?:[-*+]|\d{1,2}[.)])[ \t]+/gm, '')
    .replace(/\*\*|__/g, '')
    .replace(/\[([^\]\n]+)\]\([^)\s]*\)/g, '$1');
  // A name opens on a capital, or on a letter of a script without case ('رصيد', 'Raseed Flow').
  const name = String.raw`([\p{Lu}\p{Lo}\d][\p{L}\d&.'’+-]*(?:\s(?:[\p{Lu}\p{Lo}\d][\p{L}\d&.'’+-]*|de|da|do|du|des|of|&)){0,3})`;
  // As a sentence's subject the name is the fewest words before the verb ('Obô Energia constrói e opera').
  // Its words are on one line ('The Company' over 'Arewa Power Limited develops…' is no name).
  const subject = name.replace('(?:\\s(?:', '(?:[ \\t](?:').replace('{0,3})', '{0,3}?)');
  // 'Leve-Leve Digital: a mobile wallet for…', 'Kazi Link — jobs for…': a first line labelled with the name.
  const labelName = (line: string) => new RegExp(String.raw`^${name}\s*(?::|\s[—–-])\s*\S`, 'u').exec(line.trim())?.[1];
  if (documentTitle) {
    // '🚜 FarmLink – notes for investors': an emoji or a mark before the name is decoration, not part of it.
    const stripped = documentTitle
      .replace(SUBJECT, '')
      .replace(/^[^\p{L}\p{N}]+/u, '')
      .trim();
    const title = DOCUMENT_TITLE.exec(fold(stripped))
      ? stripped.slice(0, DOCUMENT_TITLE.exec(fold(stripped))![1].length)
      : stripped;
    candidates.push(new RegExp(`^${name}$`, 'u').exec(title.trim())?.[1]);
    // 'Pitch — Txuna Pay (Maputo)', 'Pitch deck: Kora (Abidjan)': the name after the document's word, its town aside
    // (in capitals: words without case after it, 'pitch: غرف تبريد…', say what the pitch is about).
    const opened = DOCUMENT_OPENING.exec(fold(stripped));
    if (opened)
      candidates.push(
        new RegExp(`^(?=\\p{Lu})${name}$`, 'u').exec(
          stripped
            .slice(opened[0].length)
            .replace(/\s*\([^()]*\)\s*$/, '')
            .trim(),
        )?.[1],
      );
    candidates.push(new RegExp(String.raw`\b(?:for|pour|para|about|sur|sobre)\s+${name}\s*$`, 'u').exec(stripped)?.[1]);
    // '# Kazi: des chambres froides…' over '##' parts heads the document, and names the company as a label does.
    candidates.push(labelName(stripped));
  }
  if (firstLine) candidates.push(new RegExp(`^${name}$`, 'u').exec(firstLine.trim())?.[1]);
  const patterns = [
    // 'Entreprise : TerraDosa, Parakou (Bénin).', 'Company: Bima Boda — …': the field that names the company.
    String.raw`^(?:#{1,6}[ \t]*|[ivx]{1,4}[.)][ \t]*)?${COMPANY_FIELD}[ \t]*(?::[ \t]*|:?[ \t]*\n[ \t]*)${subject}(?=[ \t]*(?:[,.(—–-]|$))`,
    // 'Overview: Caju Justo, Bissau. Ajudamos…': the company's part opening on its letterhead, a name and its town.
    String.raw`^(?:#{1,6}[ \t]*)?${WHO_WE_ARE_LABEL}[ \t]*:[ \t]*${subject},[ \t]+\p{Lu}[\p{L} '’()-]{0,40}\.(?=\s|$)`,
    String.raw`\b(?:founder|co-?founder|ceo|cto|coo|fondat\w*|cofondat\w*|fundador\w*|cofundador\w*|pdg|directeur|directrice|diretor\w*)\s+(?:of|at|de|da|do|du|chez)\s+${name}`,
    // A signature: 'Founder & CEO, SwiftLab'.
    String.raw`^(?:co-?)?(?:founder|ceo|fondat\w*|fundador\w*|pdg)(?:\s*(?:&|and|et|e|,)\s*(?:co-?)?(?:founder|ceo|cto|fondat\w*|fundador\w*|pdg))*,\s+${name}\s*$`,
    // 'Mboka Énergie en bref', 'Kivu Cold at a glance': the company's part headed with its name.
    String.raw`^${name}\s+(?:en bref|in brief|in short|at a glance|in a nutshell|em resumo|em poucas palavras|em breve)\s*:?\s*$`,
    // 'Quick summary of SwiftLab below', 'une présentation de Qalam Lab'.
    String.raw`\b(?:summary|overview|update|introduction|note|presentation|présentation|apresentação|apresentacao|resumo|r[ée]sum[ée]|aper[çc]u|sum[áa]rio)\s+(?:of|on|de|da|do|du|sur)\s+${name}\b`,
    // 'Carvão Verde, Lda., fundada em Inhambane em 2022, produz…': a legal form and one clause may stand between.
    String.raw`^(?:${WHO_WE_ARE_LABEL}\s*:\s*)?(?:(?:A|O|La|Le)\s+|L')?${subject}(?:,?\s+${LEGAL}\.?)?(?:,[^,.]{0,60},)?\s+(?:is|are|${DOES})${DOES_END}`,
    // 'Qalam Lab, ce sont des cours…', 'Mobokit, é uma app…' (not 'Kinshasa, c'est plus de 17 millions…').
    String.raw`^${subject},\s+(?:c'est|ce sont|it's|é|são)\s+(?:une?|des|an?|uma?|the|la|le|les|o|os|as)\s`,
    String.raw`\b(?:at|chez|na|no)\s+${name},\s+(?:we|nous|nós|nos)\b`,
    String.raw`\b(?:we are|we're|nous sommes|somos|this is)\s+${name}[,.]`,
    // 'We started Kuza', "I'm Thandiwe and I run Spaza Stock", 'je dirige Kora Pay', 'fundei a Kubata'.
    String.raw`\b(?:we (?:started|founded|launched|built|run)|i (?:run|founded|co-?founded|started|launched|built|lead)|nous avons (?:lancé|fondé|créé)|j'ai (?:lancé|fondé|cofondé|créé)|je dirige|(?:lançámos|lançamos|fundámos|fundamos|criámos|criamos|fundei|criei|lancei|dirijo))\s+(?:(?:a|o)\s+)?${name}\b`,
    String.raw`\b(?:raising for|investment in|invest in|investir dans|investir na|investir no)\s+${name}\b`,
    // 'Tissu Pay : un lien de paiement…', 'Kazi Link: an app that…': a name labelling what it is, when nothing else
    // names the company (a part's usual name, 'Problème : un…', is no name).
    String.raw`^${subject}[ \t]*[:：][ \t]+(?:an?|une?|uma?|the|le|la|les|o|a|os|as)\s+\p{L}`,
    // Under the cover's heading ('Slide 1 – Cover', 'Capa'), 'Boda Bima: insurance for…' labels what the company is.
    String.raw`^(?:${NUMBERING}\s+)?(?:cover|title(?: slide)?|capa|couverture|titre|page de garde)[ \t]*:?[ \t]*\n[ \t]*${subject}[ \t]*(?:[:：]|[ \t][—–-])[ \t]+\p{L}`,
  ];
  for (const pattern of patterns) {
    // Each place the pattern matches, in order: a heading line that reads like one ('Qui on est, en une
    // phrase') does not hide the name in the line under it.
    const named = [...text.matchAll(new RegExp(pattern, 'gimu'))].map((match) => {
      const found = match[1];
      // Case-insensitive matching lets the name run on into lower-case words: they are not the name.
      const kept = found
        ?.split(/\s+/)
        .filter((word, index, all) =>
          all
            .slice(0, index + 1)
            .every((w) => /^[\p{Lu}\p{Lo}\d&]/u.test(w) || ['de', 'da', 'do', 'du', 'des', 'of'].includes(w)),
        );
      // A name that must be the sentence's subject ('X is…', 'X, c'est…') is no name when lower-case words
      // run between it and its verb ('South Africa's unemployment rate is…', 'Gross margin is…').
      const whole = !pattern.includes(subject) || kept?.length === found?.split(/\s+/).length;
      return kept?.length && whole ? kept.join(' ') : undefined;
    });
    candidates.push(named.find(Boolean));
  }
  if (firstLine) {
    candidates.push(labelName(firstLine));
    // 'TerraDosa, Parakou (Bénin).', 'Caju Justo, Bissau.': a name and its town, the name said again in the text.
    const placed = new RegExp(String.raw`^${name},\s+[\p{Lu}][^,.]{0,40}\.?$`, 'u').exec(firstLine.trim())?.[1];
    if (placed && text.split(placed).length > 2) candidates.push(placed);
  }
  // 'Fundi Finder is a marketplace…' inside a paragraph: a name doing something, capitalised again elsewhere
  // in the text (a word that is capitalised only where a sentence starts is not a name).
  const doing = new RegExp(String.raw`(?<=[.!?]\s+)(?:(?:A|O|La|Le)\s+|L')?${name}\s+(?:is|${DOES})${DOES_END}`, 'gu');
  for (const match of text.matchAll(doing)) {
    const found = match[1];
    const elsewhere = new RegExp(String.raw`[\p{Ll},;:]\s+${found.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\b`, 'u');
    // Two capitalised words ('Fundi Finder') are a name already: the second is not a sentence's start.
    // A capital inside a word ('SwiftLab') marks a name too.
    if (elsewhere.test(text) || /^\S+\s+\p{Lu}|\p{Ll}\p{Lu}/u.test(found)) candidates.push(found);
  }
  for (const candidate of candidates) {
    // 'Tikéto. Tikéto, c'est…': a full stop ends a name ('Ltd.' and 'Co.' keep theirs).
    const clean = candidate
      ?.replace(/\.\s.*$/u, '')
      .replace(/[.,:;’']+$/, '')
      .replace(new RegExp(String.raw`,?\s+${LEGAL}$`), '')
      // 'EMPRESA A Carvão Verde': a field's label before the name is not part of it.
      .replace(new RegExp(String.raw`^(?:l'|the\s+)?${COMPANY_FIELD}(?:\s+(?:A|O|La|Le)\b)?\s*`, 'iu'), '')
      .trim();
    if (!clean || NOT_A_NAME.has(fold(words(clean)[0])) || roleOfHeading(clean) || DOCUMENT_TITLE.test(fold(clean)))
      continue;
    // '180 millions FCFA pour…': a figure is not a name.
    if (!/\p{L}{2}/u.test(clean) || /^\d[\d\s.,]*$/.test(words(clean)[0])) continue;
    // 'Part 3', 'Slide 2': a numbered part, not a name.
    if (words(clean).length > 4 || clean.length < 2 || /^\p{L}+\s+[\divx]+$/iu.test(clean)) continue;
    return clean;
  }
  return undefined;
}

// 'Q: What problem are you solving?' over 'A: Small bakeries…': an application form or an FAQ, its questions marked.
const QUESTION = /^(?:\*\*)?(?:q|question|p|pergunta|q\d{1,2})\s*(?:\d{1,2}\s*)?[:.)–—-](?:\*\*)?\s*(\S.*)$/i;
const ANSWER = /^(?:\*\*)?(?:a|r|answer|reponse|réponse|rép|resposta|resp)\s*[:.)–—-](?:\*\*)?\s*(.*)$/i;

/**
 * A question asked of the founders, said as they would say it of themselves ('How will you use the money?' → 'how we
 * will use the money', 'Comment gagnez-vous de l'argent ?' → 'comment nous gagnons…', 'Como ganham dinheiro?' →
 * 'como ganhamos dinheiro'), so the founders' own words for a part name its role.
 */
function voiced(question: string): string {
  return (
    fold(question)
      .replace(/[’]/g, "'")
      .replace(/\s*[?？]\s*$/, '')
      .replace(
        /^(?:what does|que fait|o que faz)\s+(?:your|votre|a vossa|a sua)\s+(?:company|startup|business|entreprise|empresa)(?:\s+do)?$/,
        'what we are',
      )
      // English: 'you' is 'we', and 'how do we' / 'how will we' is 'how we' / 'how we will'.
      .replace(/\byou(?:'re| are)\b/g, 'we are')
      .replace(/\byour\b/g, 'our')
      .replace(/\byou\b/g, 'we')
      .replace(/\b(how|what|where|who|why)\s+(?:do|does|did)\s+we\b/g, '$1 we')
      .replace(/\b(how|what|where)\s+(will|would|can|have|are)\s+we\b/g, '$1 we $2')
      .replace(/\bwe have (built|made|created|done)\b/g, 'we $1')
      .replace(/\bqu'avez-vous\b/g, 'ce que nous avons')
      // French: 'gagnez-vous' is 'nous gagnons', 'êtes-vous' 'nous sommes', 'votre' 'notre'.
      .replace(/\ben etes-vous\b/g, 'nous en sommes')
      .replace(/\betes-vous\b/g, 'nous sommes')
      .replace(/\bavez-vous\b/g, 'nous avons')
      .replace(/\b(\p{L}+)ez-vous\b/gu, 'nous $1ons')
      .replace(/\bvotre\b/g, 'notre')
      .replace(/\bvos\b/g, 'nos')
      // Portuguese: 'vossa' is 'nossa', and a verb said to 'vocês' ('ganham', 'estão', 'vão') is said as 'nós'.
      .replace(/\bvoss([oa]s?)\b/g, 'noss$1')
      .replace(/\b(estao|vao)\b/g, (verb) => (verb === 'vao' ? 'vamos' : 'estamos'))
      .replace(/\b(\p{L}{3,})iram\b/gu, '$1imos')
      .replace(/\b(\p{L}{3,})(am|em)\b/gu, (verb, stem: string, end: string) =>
        /^(qu|onde|com|quant|tamb|par|alg|ning|porqu|bem)/.test(verb)
          ? verb
          : `${stem}${end === 'am' ? 'amos' : 'emos'}`,
      )
  );
}

/** The role a question asks about: in the founders' own voice first, then as asked. */
const questionRole = (question: string): PitchRole | undefined =>
  roleOfHeading(voiced(question)) ?? roleOfHeading(question) ?? roleOfText(voiced(question)) ?? roleOfText(question);

/**
 * A pitch written as questions and answers ('Q: … / A: …', 'Question : … / Réponse : …', 'P: … / R: …'): each
 * question heads its part and its answer is the part's text, its 'A:' gone. A question is not a slide title: the
 * part is titled with its role's title in the pitch's language, or with the question itself when it names no part.
 */
function questionsAsHeadings(
  text: string,
  language: ReaderLanguage,
): { text: string; titles: Set<string>; roles: Map<string, PitchRole> } {
  const lines = text.split('\n');
  const questions = lines.filter((line) => QUESTION.test(line.trim()) && /\?\s*(?:\*\*)?$|^\S+\s*[:.]/.test(line));
  const answers = lines.filter((line) => ANSWER.test(line.trim()) && !QUESTION.test(line.trim()));
  const titles = new Set<string>();
  const roles = new Map<string, PitchRole>();
  if (questions.length < 2 || answers.length < 2) return { text, titles, roles };
  const used = new Set<string>();
  const out = lines.map((line) => {
    const question = QUESTION.exec(line.trim());
    if (question && !ANSWER.test(line.trim())) {
      const asked = question[1].replace(/\*\*/g, '').trim();
      const role = questionRole(asked);
      const title = role && role !== 'contact' ? roleTitle(role, language) : asked.replace(/\s*[?？]$/, '');
      const own = used.has(title) ? asked : title;
      used.add(own);
      if (own !== asked) titles.add(own);
      if (role) roles.set(own, role);
      return `\n## ${own}\n`;
    }
    const answer = ANSWER.exec(line.trim());
    return answer ? answer[1].replace(/\*\*/g, '') : line;
  });
  return { text: out.join('\n'), titles, roles };
}

/** A pasted pitch, read. */
export function readPitch(source: string): ReadPitch {
  const normalised = normalise(source);
  const language = pitchLanguage(normalised);
  const asked = questionsAsHeadings(normalised, language);
  const text = asked.text;
  let lines = layLines(text);
  // Greetings, sign-offs and what follows a sign-off (the signature) are not the pitch.
  let documentTitle: string | undefined;
  const signature: LaidLine[] = [];
  const signOff = lines.findIndex(
    (line, index) =>
      index > 0 &&
      (SIGN_OFF.test(fold(line.text)) || ARABIC_SIGN_OFF.test(fold(line.text))) &&
      index >= lines.length - 6,
  );
  // Thanks that end the text ('Muito obrigada!', 'Thank you so much.') are the founder's last words, not a sign-off.
  const lastWords =
    signOff > 0 &&
    signOff === lines.length - 1 &&
    /[.!]\s*$/.test(lines[signOff]!.text) &&
    isClosingLine(lines[signOff]!.text);
  if (signOff > 0 && !lastWords) {
    signature.push(...lines.slice(signOff + 1));
    lines = lines.slice(0, signOff);
  }
  // A transcript's speaker tags ('Koffi : Bonjour…', 'Ama:' before each turn) are not headings.
  const tags = lines.map((line) => /^([\p{Lu}][\p{L}'’-]+(?:\s[\p{Lu}][\p{L}'’-]+)?)\s?:\s+(\S.*)$/u.exec(line.text));
  const tagCount = new Map<string, number>();
  for (const tag of tags) if (tag) tagCount.set(tag[1], (tagCount.get(tag[1]) ?? 0) + 1);
  lines = lines.map((line, index) => {
    const tag = tags[index];
    const speaker = tag && !roleOfHeading(tag[1]) && ((tagCount.get(tag[1]) ?? 0) >= 2 || GREETS.test(fold(tag[2])));
    return speaker ? { ...line, text: tag[2] } : line;
  });
  const greets = (line: LaidLine) =>
    line.kind === 'text' && line.first && (GREETING.test(fold(line.text)) || ARABIC_GREETING.test(fold(line.text)));
  lines = lines.filter((line, index) => !(index < 3 && greets(line)));
  // 'Thanks for the call last week. As promised, here is a short summary of X.': what an e-mail says to its reader
  // before the pitch is no part of it (the company it names is still read from the whole text).
  // 'Hi everyone. So I'm Ndapewa…': a short greeting opening a spoken pitch's first line is said to the room, as one
  // alone on its line is to an e-mail's reader ('Hello, I'm Amina and I run KeyStep.' says who speaks: it stays).
  const greeting = (sentence: string, at: number, index: number) =>
    index === 0 &&
    at === 0 &&
    words(sentence).length <= 4 &&
    (GREETING.test(fold(sentence).replace(/[.!]+$/, '')) || ARABIC_GREETING.test(fold(sentence)));
  lines = lines.flatMap((line, index) => {
    if (index > 2 || line.kind !== 'text') return [line];
    const kept = pitchSentences(line.text).filter(
      (sentence, at) => !PLEASANTRY.test(fold(sentence)) && !greeting(sentence, at, index),
    );
    if (kept.length === pitchSentences(line.text).length) return [line];
    return kept.length ? [{ ...line, text: kept.join(' ') }] : [];
  });
  const first = lines[0];
  if (first && SUBJECT.test(first.text)) {
    documentTitle = first.text;
    lines = lines.slice(1);
  }

  let readings = headingsOf(lines);
  // A lone top heading over sections of a lower level, or a document title line, heads the document.
  const levels = readings.map((reading) => reading?.style).filter((style): style is string => Boolean(style));
  const top = readings[0];
  const titleLike =
    top &&
    ((top.style === 'h1' &&
      levels.filter((style) => style === 'h1').length === 1 &&
      levels.some((style) => /^h[2-6]$/.test(style)) &&
      !roleOfHeading(top.heading!)) ||
      // 'Executive summary' over the first section heads the document; with its own text under it, it is a section.
      // ('Company Overview: Qartaj Health is…' is a label with its text: a section, never a title to drop.)
      (DOCUMENT_TITLE.test(fold(top.heading!)) &&
        !top.rest &&
        (readings[1]?.heading !== undefined || lines.length === 1)));
  if (!documentTitle && titleLike) {
    documentTitle = top.heading;
    readings[0] = undefined;
    lines = lines.slice(1);
    readings.shift();
  } else if (
    !documentTitle &&
    first &&
    (first.kind === 'text' || first.kind === 'heading') &&
    (DOCUMENT_TITLE.test(fold(first.text)) || DOCUMENT_OPENING.test(fold(first.text))) &&
    // 'Overview: Caju Justo, Bissau. Ajudamos…', 'Overview: A Obô Energia constrói e opera…': a label over a
    // sentence or more is the first part with its text, not a title.
    pitchSentences(first.text).length <= 1 &&
    words(
      first.text
        .split(/[:：]\s/)
        .slice(1)
        .join(' '),
    ).length <= 8 &&
    // 'Company Overview' with its own text under it is the first section, as 'Executive summary' is above.
    !(
      !DOCUMENT_OPENING.test(fold(first.text)) &&
      top?.heading &&
      readings[1] === undefined &&
      lines.length > 1 &&
      !documentName(first.text)
    )
  ) {
    documentTitle = first.text;
    lines = lines.slice(1);
    // The title is no part of the pitch's layout: the parts are read from the lines under it alone (a title over
    // '• the cash gap: …' notes is no heading beside them that would make their labels lines of text).
    readings = headingsOf(lines);
  }

  const preambleLines: PitchLine[] = [];
  const sections: PitchSection[] = [];
  // Paragraphs after one that opened with a label ('Our team: …') in prose: read by role, not given to the label.
  const loose = new Set<PitchSection>();
  let current: PitchSection | undefined;
  let inline: number | undefined;
  let inlineKind: LaidLine['kind'] = 'text';
  // The block (paragraph, list) each line was written in: a block set apart at a part's end may speak of another.
  const blockOf = new WeakMap<PitchLine, number>();
  let previousLaid: LaidLine | undefined;
  lines.forEach((line, index) => {
    const before = previousLaid;
    previousLaid = line;
    const reading = readings[index];
    if (reading?.heading) {
      current = { title: reading.heading.replace(/[:：]\s*$/, '').trim(), own: true, lines: [] };
      if (reading.rest) current.lines.push({ text: reading.rest, kind: 'text' });
      sections.push(current);
      // Bullet notes whose items open on a part's name ('• team: …') give that name to its item alone: an item
      // after it with no name of its own ('• 3,200 farmers, 11 warehouses…') is read by what it says.
      const listed = reading.style === 'item-label' && line.kind === 'item';
      inline = reading.rest && ((reading.style === 'label' && line.kind === 'text') || listed) ? line.block : undefined;
      inlineKind = listed ? 'item' : 'text';
      return;
    }
    if (
      inline !== undefined &&
      line.block !== inline &&
      line.kind === inlineKind &&
      (line.kind === 'text' || line.depth === 1)
    ) {
      current = { title: '', own: false, lines: [] };
      loose.add(current);
      sections.push(current);
      inline = undefined;
    }
    const pitchLine = toLine(line);
    blockOf.set(pitchLine, line.block);
    // An item's continuation lines wrap the item unless the item was a heading.
    const target = current ? current.lines : preambleLines;
    const previous = target[target.length - 1];
    // A wrapped item goes on in lower case; a capitalised line under an item is a line of its own.
    if (line.continues && previous && previous.kind === 'bullet' && /^[\p{Ll}\d(]/u.test(line.text))
      previous.text = `${previous.text} ${line.text}`;
    else if (line.continues && previous && previous.kind === 'bullet')
      target.push({ text: line.text, kind: 'bullet', depth: previous.depth });
    // A line wrapped inside a sentence (a PDF's or an e-mail's hard wrap) joins the line before it.
    else if (
      line.kind === 'text' &&
      before?.kind === 'text' &&
      before.block === line.block &&
      !reading &&
      previous?.kind === 'text' &&
      !/[.!?:;…؟؛]["”»)]?$/.test(previous.text) &&
      /^[\p{Ll}\d(]/u.test(line.text) &&
      // Lines that each open on a short label ('Q3 2026: first county' over '2027: 10,000 volunteers') are a list.
      !(LABELLED.test(line.text) && LABELLED.test(previous.text)) &&
      // So are lines that each open on their date ('2026 — first county' over '2027 — Series A').
      !(OPENS_DATED.test(line.text) && OPENS_DATED.test(previous.text))
    )
      previous.text = `${previous.text} ${line.text}`;
    else target.push(pitchLine);
  });

  // A first line that is the company's name stands for the cover; a long preamble has sections of its own.
  // A first line names the company when it stands out: no other heading is laid out like it, it is a plain
  // line that names no part of a pitch, or the name comes back in the text ('## Next' over its text, among
  // other '##' parts, is a section, not a name; a plain 'ShambaLink' over its one-liner is the name).
  const opening = documentTitle ? undefined : lines[0]?.text;
  // 'KORA SANTÉ' over a pitch that says 'Kora Santé négocie…': a name in capitals, written again in the text in
  // its own case, which is the name's.
  const recased =
    opening && isAllCaps(opening) && words(opening).length <= 4
      ? new RegExp(String.raw`(?<![\p{L}])${opening.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\p{L}])`, 'iu').exec(
          text.slice(text.indexOf(opening) + opening.length),
        )?.[0]
      : undefined;
  const style = readings[0]?.style;
  const standsOut =
    opening !== undefined &&
    (!style ||
      readings.filter((reading) => reading?.style === style).length === 1 ||
      (style === 'plain' && roleOfHeading(opening) === undefined) ||
      // 'رصيد: تطبيق محاسبة…', 'Kazi Link: jobs for…' opening the text, its label naming no part of a pitch.
      (style === 'label' && roleOfHeading(readings[0]!.heading!) === undefined) ||
      text.indexOf(opening) !== text.lastIndexOf(opening) ||
      Boolean(recased));
  let company = companyOf(text, documentTitle, standsOut ? (recased ?? opening) : undefined);
  let preamble = preambleLines;
  const preambleWords = words(preambleLines.map((line) => line.text).join(' ')).length;
  if (!sections.length || preambleWords > 40 || preambleLines.length > 2) {
    const headless = sectionsByRole(preambleLines, language, company);
    preamble = [];
    sections.unshift(...headless);
  }
  for (const part of loose) {
    const at = sections.indexOf(part);
    const read = sectionsByRole(part.lines, language, company, false);
    const before = sections[at - 1];
    const beforeRole = before && (roleOfHeading(before.title, company) ?? roleOfText(sectionText(before)));
    // A paragraph that goes on about the labelled part stays with it.
    if (before && read[0] && read[0].role === beforeRole) before.lines.push(...read.shift()!.lines);
    sections.splice(at, 1, ...read);
  }
  // A pitch written as one block that opens on a label ('Team: Fatmata Kamara (CEO)… Our milled rice is sold…'): the
  // label heads its own sentences, and the rest of the block is read by what it says, as a block with no label is.
  const [only] = sections;
  if (
    sections.length === 1 &&
    only.own &&
    only.lines.length === 1 &&
    only.lines[0].kind === 'text' &&
    pitchSentences(only.lines[0].text).length > 5
  ) {
    const read = sectionsByRole(only.lines, language, company, false);
    const labelRole = roleOfHeading(only.title, company);
    // The label keeps the first part read, and the parts after it while they are of its role.
    let kept = 1;
    while (kept < read.length && labelRole && read[kept].role === labelRole) kept += 1;
    if (read.length > 1) {
      only.lines = read.slice(0, kept).flatMap((part) => part.lines);
      sections.push(...read.slice(kept));
    }
  }
  if (company && preamble.length && fold(preamble[0].text) === fold(company)) preamble = preamble.slice(1);
  // A first heading that is the company's name is the cover: its lines are the tagline.
  if (company && sections[0]?.own && fold(sections[0].title) === fold(company))
    preamble = [...preamble, ...sections.shift()!.lines];
  for (const section of sections) {
    if (section.own) {
      const said = section.lines.map((line) => line.text).join('\n');
      section.role = roleOfHeading(section.title, company) ?? roleOfText(said);
      // A section headed as money ('Financing Sought', 'Financiamento pretendido') whose words ask for money is the ask.
      if (section.role === 'financials' && roleOfText(said) === 'ask') section.role = 'ask';
      // 'O que procuramos' over 'Não estamos a levantar capital… Procuramos novos clientes…': the founders seek
      // clients, not money; a part that asks for no amount and says whom they look for is how they sell.
      if (
        section.role === 'ask' &&
        roleOfText(said) === 'goToMarket' &&
        !readFigures(said).some((figure) => figure.currency && !figure.percent)
      )
        section.role = 'goToMarket';
      // 'Quem somos' over 'A Saúde Já é…' is the company's line; over people with their roles, the team.
      if (section.role === 'team' && WHO_WE_ARE.test(fold(section.title)) && roleOfText(said) !== 'team')
        section.role = 'company';
    }
    if (section.own && company && fold(section.title) === fold(company)) section.role = 'company';
  }
  splitTrailingParts(sections, blockOf, language, company);
  // The founder's last words to the reader (thanks, an invitation to talk), a short line anywhere that
  // says how to reach them, and the contact under a signature end the deck, on a closing part of their own.
  const last = sections[sections.length - 1];
  // A bare heading ('- Team' closing a list) is a part the founder fills in later: only a part whose words all
  // moved to the closing goes.
  const lastHadWords = Boolean(last?.lines.length);
  const closingWords = last && last.role !== 'contact' ? takeClosing(last.lines, pitchSentences) : [];
  // A part the founder headed that holds only those words stays theirs ('Next steps' over 'Let's talk.').
  if (last?.own && !last.lines.length) last.lines.push(...closingWords.splice(0));
  const closing = [
    ...closingWords,
    ...[...sections.filter((section) => section.role !== 'contact'), { lines: preamble }].flatMap((part) => {
      const contact = part.lines.filter(isContactLine);
      part.lines.splice(0, part.lines.length, ...part.lines.filter((line) => !contact.includes(line)));
      return contact;
    }),
    ...signature.filter((line) => roleOfText(line.text) === 'contact').map(toLine),
  ];
  // A contact read mid-text with no heading of its own ('www.maziwa.co.ke' between two paragraphs) joins them.
  for (const part of sections.filter(
    (section, index) => section.role === 'contact' && !section.own && index < sections.length - 1,
  )) {
    closing.unshift(...part.lines);
    sections.splice(sections.indexOf(part), 1);
  }
  if (last && lastHadWords && !last.lines.length) sections.pop();
  const ownContact = sections[sections.length - 1]?.role === 'contact' ? sections[sections.length - 1] : undefined;
  if (ownContact) ownContact.lines.push(...closing);
  else if (closing.length)
    sections.push({ title: roleTitle('contact', language), own: false, role: 'contact', lines: closing });
  // A part headed by a question the founder answered carries a title of the reader's, not the founder's words.
  for (const section of sections) {
    if (asked.titles.has(section.title)) section.own = false;
    // A part headed by the question itself (its role's title already taken) keeps the role the question asks about.
    const role = asked.roles.get(section.title);
    if (role && section.role !== 'company') section.role = role;
  }
  company ??= undefined;
  return { language, ...(company ? { company } : {}), ...(documentTitle ? { documentTitle } : {}), preamble, sections };
}

// Parts a deck shows on their own slide: said in a block of their own at the end of another part, they are theirs.
const OWN_SLIDE: ReadonlyArray<PitchRole> = ['team', 'ask', 'useOfFunds', 'goToMarket'];
const CLEAR_ROLE = 4;

/**
 * Blocks set apart at the end of a headed part (a paragraph after a blank line, the last items of its
 * list) whose every sentence or item clearly speaks of the team, the raise, its use or whom the
 * founders sell to, when the part is about something else: those blocks are parts of their own, read
 * by role ('Numbers' over its figures, then the founders, the raise and its split as its last items;
 * 'Where we are' over 'We're not raising right now.').
 */
function splitTrailingParts(
  sections: PitchSection[],
  blockOf: WeakMap<PitchLine, number>,
  language: ReaderLanguage,
  company?: string,
): void {
  const clear = (line: PitchLine) =>
    (line.kind === 'text' ? pitchSentences(line.text) : [line.text]).every((said) => {
      const read = roleOfText(said, CLEAR_ROLE);
      return read !== undefined && OWN_SLIDE.includes(read);
    });
  for (let at = sections.length - 1; at >= 0; at -= 1) {
    const section = sections[at];
    const named = roleOfHeading(section.title, company);
    if (!section.own || section.role === 'company' || (named && OWN_SLIDE.includes(named))) continue;
    const blocks = [...new Set(section.lines.map((line) => blockOf.get(line)))];
    if (blocks.length < 2 || blocks.some((block) => block === undefined)) continue;
    let from = blocks.length;
    while (from > 1 && section.lines.filter((line) => blockOf.get(line) === blocks[from - 1]).every(clear)) from -= 1;
    if (from === blocks.length) continue;
    const trailing = section.lines.filter((line) => blocks.indexOf(blockOf.get(line)) >= from);
    const rest = section.lines.filter((line) => !trailing.includes(line));
    const role = named ?? roleOfText(sectionText({ lines: rest }));
    const parts = sectionsByRole(trailing, language, company, false);
    if (!role || OWN_SLIDE.includes(role) || !parts.every((part) => part.role && OWN_SLIDE.includes(part.role)))
      continue;
    section.lines = rest;
    section.role = named ? section.role : role;
    sections.splice(at + 1, 0, ...parts);
  }
}

/** A section's text as one string: bullets and rows one per line, each ending as a sentence. */
export function sectionText(section: Pick<PitchSection, 'lines'>): string {
  return section.lines.map((line) => line.text).join('\n');
}

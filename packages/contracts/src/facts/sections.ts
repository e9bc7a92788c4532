/**
 * Which fact a section of a pitch holds, read from its title in English or French: 'The problem',
 * 'Le problème', 'How we make money', 'Notre demande'. Pasted text is sorted into facts with it, and
 * the editor uses it to say which slide lacks which fact.
 */
import type { FactKey } from './fact-sheet';

/** Every role a section can have: a fact of the sheet, or the founder's impact. */
export const SECTION_ROLES = [
  'company',
  'oneLiner',
  'audience',
  'problem',
  'solution',
  'product',
  'whyNow',
  'goToMarket',
  'businessModel',
  'traction',
  'market',
  'competition',
  'team',
  'ask',
  'useOfFunds',
  'milestones',
  'contact',
  'financials',
  'impact',
] as const satisfies ReadonlyArray<FactKey | 'impact'>;
export type SectionRole = (typeof SECTION_ROLES)[number];

/**
 * Text as headings and cue words are matched: lower case, without accents, and in Arabic without its
 * short vowels, tatweel and hamza marks ('أ', 'إ', 'آ' are 'ا'; 'ى' is 'ي'), as founders write it either way.
 */
export const foldWords = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/\u0649/g, '\u064a')
    .toLowerCase();
const fold = (text: string) => foldWords(text).trim();

// Order matters: 'Use of funds' before 'Funding', 'Go-to-market' before 'Market'.
const RULES: ReadonlyArray<[RegExp, FactKey]> = [
  [
    /use of (the )?(funds|proceeds)|utilisation des fonds|allocation of funds|(uso|utilizacao|aplicacao) dos fundos/,
    'useOfFunds',
  ],
  [/\b(?:thank|contact|merci\b|questions|q ?& ?a|get in touch|obrigad|contacto|contato)/, 'contact'],
  [
    /go[- ]?to[- ]?market|\bgtm\b|distribution|marketing|customer acquisition|sales strategy|commercialisation/,
    'goToMarket',
  ],
  [
    /\bask\b|\bfund(s|ing|raising)?\b|\brais(e|ing)\b|\binvest|demande|levee|financement|grant|proposal|pilot offer|the round|programme fit|captacao|ronda|rodada/,
    'ask',
  ],
  [/financ|projection|forecast|revenue plan|p ?& ?l|budget|previsions|previsoes|projecoes/, 'financials'],
  [/compet|concurren|concorren|landscape|alternative|why us|advantage|differentiat|moat|vantage/, 'competition'],
  [/market|marche|mercado|\btam\b|opportunit|oportunidade/, 'market'],
  [/team|equipe|equipa|founder|fondateur|fundador|people|leadership|advisor|lideranca/, 'team'],
  [
    /business model|revenue model|modele (economique|d'affaires)|modelo de negocio|pricing|prix|preco|tarif|make money|monetis|monetiz|unit economics|revenue streams?|receitas/,
    'businessModel',
  ],
  [
    /traction|tracao|progress|results|resultados|resultats|metrics|metricas|achievement|validation|validacao|customers|clients|clientes/,
    'traction',
  ],
  [
    /product|produit|produto|demo|how it works|comment ca marche|como funciona|what we built|platform|plateforme|plataforma|features?|technology|technologie|tecnologia/,
    'product',
  ],
  [/solution|solucao|what we do|our answer|value proposition|proposition de valeur|proposta de valor/, 'solution'],
  [/problem|probleme|pain|challenge|defi|desafio|status quo/, 'problem'],
  [/why now|pourquoi maintenant|porque agora|porque e agora|timing|tailwind/, 'whyNow'],
  [
    /milestone|roadmap|vision|visao|next steps|feuille de route|jalons|objectifs|marcos|roteiro|objetivos|proximos passos/,
    'milestones',
  ],
  [
    /^(company( name)?|title( slide)?|cover|couverture|page de garde|titre|capa|titulo|pagina de rosto|intro(duction)?|welcome|overview|summary|executive summary|company overview|presentation|apresentacao|sumario executivo|resume executif|about us|a propos|quem somos)$/,
    'company',
  ],
];

/**
 * The same in Arabic, folded as `foldWords` folds ('إلى' is 'الي'), in the same order ('استخدام التمويل'
 * before 'التمويل'). Arabic joins its article to the word, so these match inside words.
 */
const ARABIC_RULES: ReadonlyArray<[RegExp, FactKey]> = [
  [/استخدام (ال)?(تمويل|اموال|استثمار)|توزيع (ال)?(تمويل|اموال)|اوجه (ال)?صرف|كيف (سن)?(ستخدم|نفق)/, 'useOfFunds'],
  [/تواصل|اتصل|شكرا/, 'contact'],
  [/الوصول الي السوق|استراتيجية (ال)?(مبيعات|تسويق)|التسويق|التوزيع|قنوات/, 'goToMarket'],
  [/التمويل المطلوب|الاستثمار المطلوب|جولة|نجمع|طلب (ال)?تمويل|^(ال)?تمويل$|^(ال)?استثمار$|ما نطلبه|ما نحتاجه/, 'ask'],
  [/(ال)?بيانات (ال)?مالية|التوقعات المالية|الميزانية/, 'financials'],
  [/منافس|ما يميزنا|ميزتنا|البدائل/, 'competition'],
  [/السوق|حجم السوق|الفرصة/, 'market'],
  [/الفريق|فريقنا|المؤسس|من يقف/, 'team'],
  [/نموذج (ال)?(عمل|اعمال|ربح|ايرادات)|كيف نربح|التسعير|الاسعار|مصادر (ال)?دخل|الايرادات/, 'businessModel'],
  [/الانجازات|ما حققناه|النتائج|الارقام|ارقامنا|اين نحن|العملاء/, 'traction'],
  [/المنتج|كيف يعمل|المنصة|التطبيق|التقنية|الميزات/, 'product'],
  [/الحل|حلنا|ماذا نفعل|ما نقدمه|القيمة المقترحة/, 'solution'],
  [/المشكلة|المشاكل|التحدي/, 'problem'],
  [/لماذا الان|التوقيت/, 'whyNow'],
  [/خارطة الطريق|المراحل|الخطوات (ال)?(قادمة|تالية)|الخطط|خطتنا|الرؤية|الاهداف/, 'milestones'],
  [/^(نبذة عن (ال)?شركة|من نحن|نبذة|ملخص|ملخص تنفيذي)$/, 'company'],
];

/**
 * The fact a section holds: the role the pitch reader gave it, else what its title says. Impact is a
 * section of the founder's own: no fact of the sheet is written on it.
 */
export function sectionKey(section: { title: string; role?: string }, startupName?: string): FactKey | undefined {
  if (section.role && section.role !== 'impact' && (SECTION_ROLES as readonly string[]).includes(section.role))
    return section.role as FactKey;
  return section.role === 'impact' ? undefined : factKeyOf(section.title, startupName);
}

/** The fact a section title holds, or undefined for a section of the founder's own ('Impact stories'). */
export function factKeyOf(title: string, startupName?: string): FactKey | undefined {
  const text = fold(title);
  if (!text) return undefined;
  if (startupName && text === fold(startupName)) return 'company';
  return (/\p{Script=Arabic}/u.test(text) ? ARABIC_RULES : RULES).find(([pattern]) => pattern.test(text))?.[1];
}

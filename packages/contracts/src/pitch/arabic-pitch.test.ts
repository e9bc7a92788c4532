/**
 * Arabic pitches read as English, French and Portuguese ones are: a sentence's role from Arabic cue
 * words (problem, solution, price, traction, market, competition, team, ask, use of funds,
 * milestones), Arabic headings in any layout and order, and pitches with no headings split into
 * their parts. Generated from frames with their own slots (who, where, figures in Western or
 * Arabic-Indic digits), never from the corpus's sentences.
 */
import fc from 'fast-check';
import { readFigures } from '../facts/figures';
import { comparisonRows } from '../slides/compose-visuals';
import { readPitch, roleTitle, type PitchRole } from './read-pitch';
import { roleOfText } from './roles';

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
/** A number as an Arabic founder may write it: Western digits, or Arabic-Indic with the Arabic thousands mark. */
const number = fc.tuple(fc.integer({ min: 2, max: 99_000 }), fc.boolean()).map(([value, indic]) =>
  indic
    ? value
        .toLocaleString('en-US')
        .replace(/\d/g, (digit) => ARABIC_DIGITS[Number(digit)])
        .replace(/,/g, '٬')
    : value.toLocaleString('en-US'),
);
const percent = fc
  .integer({ min: 5, max: 60 })
  .chain((value) =>
    fc.constantFrom(`${value}%`, `${value}٪`, `${[...String(value)].map((d) => ARABIC_DIGITS[Number(d)]).join('')}٪`),
  );

const WHO = ['المزارعين', 'صغار التجار', 'سائقي الأجرة', 'الأمهات', 'أصحاب المتاجر'];
const PLACE = ['القاهرة', 'الدار البيضاء', 'عمّان', 'تونس', 'الخرطوم', 'نواكشوط'];

type Frame = (who: string, place: string, n: string, p: string) => string;
const FRAMES: Partial<Record<PitchRole, Frame[]>> = {
  problem: [
    (who, place, _, p) => `يخسر ${who} في ${place} نحو ${p} من دخلهم لأنهم لا يملكون سجلات مكتوبة.`,
    (who, place) => `يعاني ${who} في ${place} من صعوبة الوصول إلى التمويل.`,
  ],
  solution: [
    (who) => `نقدم تطبيقا بسيطا يساعد ${who} على تسجيل كل عملية بيع عبر واتساب.`,
    (who, place) => `طورنا منصة تربط ${who} بالمشترين في ${place} مباشرة.`,
  ],
  businessModel: [
    (who, _, n) => `نتقاضى اشتراكا قدره ${n} جنيه شهريا من ${who}.`,
    (_, __, n, p) => `نحصل على عمولة ${p} من كل طلب، والسعر ${n} درهم للوحدة.`,
  ],
  traction: [
    (who, _, n, p) => `لدينا حتى الآن ${n} من ${who} المسجلين، والإيرادات تنمو ${p} شهريا.`,
    (who, place, n) => `منذ الإطلاق في ${place} وقعنا عقودا مع ${n} من ${who}.`,
  ],
  market: [
    (who, place, n) => `حجم السوق في ${place} يتجاوز ${n} مليون دولار سنويا.`,
    (who, _, n) => `يبلغ عدد ${who} في المنطقة أكثر من ${n} ألف، وهو سوق لم يخدمه أحد بعد.`,
  ],
  competition: [
    (who) => `على عكس المنافسين الكبار، نعمل مع ${who} دون هاتف ذكي.`,
    () => `البدائل الموجودة مكلفة، وما يميزنا أن خدمتنا تعمل بالرسائل القصيرة.`,
  ],
  team: [
    (_, place) => `يقود الفريق منى عادل، الرئيسة التنفيذية، التي عملت سنوات في بنك في ${place}.`,
    () => `المؤسس كريم حسن مهندس لديه خبرة طويلة في المدفوعات، ومعه شريكه في التأسيس.`,
  ],
  ask: [
    (_, __, n) => `نجمع ${n} ألف دولار في جولة تمويل بذرية.`,
    (_, place, n) => `نسعى إلى استثمار قدره ${n} ألف دولار للتوسع في ${place}.`,
  ],
  useOfFunds: [() => `سيخصص التمويل كالتالي: ٥٠٪ للتطوير، و٣٠٪ للتسويق، و٢٠٪ للعمليات.`],
  milestones: [(_, place) => `نخطط لافتتاح فرع في ${place} بحلول 2027، ونهدف إلى مضاعفة عدد العملاء.`],
};
const ROLES = Object.keys(FRAMES) as PitchRole[];

const said = (role: PitchRole) =>
  fc
    .tuple(fc.constantFrom(...FRAMES[role]!), fc.constantFrom(...WHO), fc.constantFrom(...PLACE), number, percent)
    .map(([frame, who, place, n, p]) => frame(who, place, n, p));

describe('an Arabic sentence with no heading', () => {
  it('is given the role its cue words say', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROLES).chain((role) => fc.tuple(fc.constant(role), said(role))),
        ([role, sentence]) => expect([sentence, roleOfText(sentence)]).toEqual([sentence, role]),
      ),
      { seed: 28, numRuns: 40 },
    );
  });
});

// The parts a pitch tells, in the order founders tell them; the use of funds follows the ask.
const pitchParts = fc
  .subarray(ROLES, { minLength: 5 })
  .chain((roles) => fc.tuple(...roles.map((role) => said(role).map((text) => ({ role, text })))));

const LAYOUTS = [
  (title: string, text: string) => `## ${title}\n${text}`,
  (title: string, text: string) => `${title}:\n${text}`,
  (title: string, text: string) => `**${title}**\n${text}`,
  (title: string, text: string) => `${title}\n${text}`,
];

describe('an Arabic pitch', () => {
  it('with Arabic headings in any layout and order keeps each part under its heading, with its role', () => {
    fc.assert(
      fc.property(
        pitchParts.chain((parts) => fc.shuffledSubarray(parts, { minLength: parts.length, maxLength: parts.length })),
        fc.constantFrom(...LAYOUTS),
        (parts, layout) => {
          const text = parts.map((part) => layout(roleTitle(part.role, 'ar'), part.text)).join('\n\n');
          const read = readPitch(text);
          expect(read.language).toBe('ar');
          expect(read.sections.map((section) => [section.title, section.role])).toEqual(
            parts.map((part) => [roleTitle(part.role, 'ar'), part.role]),
          );
        },
      ),
      { seed: 28, numRuns: 15 },
    );
  });

  it('with no headings is split into its parts, each figure kept in one', () => {
    fc.assert(
      fc.property(pitchParts, fc.constantFrom('\n\n', '\n- ', ' ', 'email'), (parts, joiner) => {
        const told = parts.map((part) => part.text);
        const text =
          joiner === 'email'
            ? ['السلام عليكم أستاذة سلمى،', '', told.join('\n\n'), '', 'مع خالص التحية،', 'ليلى'].join('\n')
            : (joiner === '\n- ' ? '- ' : '') + told.join(joiner);
        const read = readPitch(text);
        // An e-mail's greeting and sign-off are not the pitch.
        const lines = read.sections.flatMap((section) => section.lines.map((line) => line.text)).join('\n');
        expect([lines.includes('السلام عليكم'), lines.includes('مع خالص التحية')]).toEqual([false, false]);
        const roles = new Set(read.sections.map((section) => section.role));
        const found = parts.filter((part) => roles.has(part.role));
        expect(found.length / parts.length).toBeGreaterThanOrEqual(0.8);
        const kept = readFigures(lines);
        expect(kept.map((figure) => figure.value)).toEqual(readFigures(text).map((figure) => figure.value));
      }),
      { seed: 28, numRuns: 15 },
    );
  });
});

describe('an Arabic comparison', () => {
  it("drawn from two or more 'على عكس X، …' lines is a table of the founder's rows, word for word", () => {
    const OTHERS = ['البنوك', 'تطبيقات الحجز الكبيرة', 'الوسطاء', 'الشركات التقليدية'];
    const OURS = ['نعمل بالرسائل القصيرة', 'نقرض مقابل المخزون', 'ندفع للمزارع في اليوم نفسه', 'لا نطلب ضمانات'];
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.constantFrom(...OTHERS), fc.constantFrom(...OURS)), {
          minLength: 2,
          maxLength: 3,
          selector: ([other]) => other,
        }),
        (pairs) => {
          const bullets = pairs.map(([other, ours]) => `على عكس ${other}، ${ours}.`);
          expect(comparisonRows({ content: '', bullets })?.rows).toEqual(
            pairs.map(([other, ours]) => [`على عكس ${other}`, ours]),
          );
        },
      ),
      { seed: 28, numRuns: 15 },
    );
  });
});

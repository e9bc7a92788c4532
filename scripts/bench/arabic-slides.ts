import { sampleSlides, type Slide } from '@kuza/contracts';

/**
 * The visual bench's sample slides (one of every kind) in Arabic, as a founder in Cairo or Casablanca writes them:
 * Arabic sentences holding Latin names, e-mail addresses and figures. A text with no Arabic wording here (a name, an
 * address, a year) stays as the sample has it.
 */
const ARABIC: Readonly<Record<string, string>> = {
  'SokoFresh 1': 'سوق طازج',
  'Solar cold rooms for smallholder farmers': 'غرف تبريد شمسية لصغار المزارعين',
  'Seed round: USD 500k': 'جولة البذرة: 500 ألف دولار',
  'Part 1: the market': 'الجزء 1: السوق',
  'Why smallholder produce is a large market now': 'لماذا أصبحت منتجات صغار المزارعين سوقًا كبيرة الآن',
  'The problem farmers face': 'المشكلة التي يواجهها المزارعون',
  'Up to 40% of fresh produce is lost between farm and market': 'يضيع حتى 40% من المنتجات الطازجة بين المزرعة والسوق',
  'No cold storage near farms': 'لا توجد مخازن تبريد قرب المزارع',
  'Middlemen set the price': 'الوسطاء يحددون السعر',
  'Credit needs records farmers lack': 'الائتمان يحتاج سجلات لا يملكها المزارعون',
  'Before and after SokoFresh': 'قبل SokoFresh وبعده',
  'Before: produce rots in days': 'قبل: تفسد المنتجات في أيام',
  'Before: sold at any price': 'قبل: تباع بأي سعر',
  'After: fresh for 21 days': 'بعد: طازجة لمدة 21 يومًا',
  'After: 30% better prices': 'بعد: أسعار أفضل بنسبة 30%',
  Traction: 'النمو',
  'Growing every month since the pilot': 'نمو كل شهر منذ التجربة الأولى',
  '1,200 farmers served': '1,200 مزارع نخدمهم',
  'USD 36k annual revenue': '36 ألف دولار إيرادات سنوية',
  '45% repeat rate': '45% يعودون للشراء',
  '3x yield per season': '3 أضعاف المحصول كل موسم',
  Revenue: 'الإيرادات',
  'Revenue doubles each year as rooms fill': 'تتضاعف الإيرادات كل عام مع امتلاء الغرف',
  'Rooms break even in year two': 'تغطي الغرف تكلفتها في السنة الثانية',
  Competition: 'المنافسة',
  'Only SokoFresh reaches smallholders at a fair price': 'وحدها SokoFresh تصل إلى صغار المزارعين بسعر عادل',
  Alternative: 'البديل',
  'Reaches smallholders': 'تصل إلى صغار المزارعين',
  'Fair price': 'سعر عادل',
  Middlemen: 'الوسطاء',
  Aggregators: 'المجمّعون',
  Yes: 'نعم',
  No: 'لا',
  Partial: 'جزئيًا',
  Team: 'الفريق',
  'Operators who have built cold chains before': 'فريق بنى سلاسل تبريد من قبل',
  CEO: 'الرئيسة التنفيذية',
  CTO: 'المدير التقني',
  Operations: 'العمليات',
  'Supply chain, 9 years': 'سلاسل الإمداد، 9 سنوات',
  'Mobile payments': 'الدفع عبر الهاتف',
  Roadmap: 'خارطة الطريق',
  'Q1 2025: pilot in Kisumu': 'الربع الأول 2025: تجربة في Kisumu',
  'Q3 2025: ten cold rooms': 'الربع الثالث 2025: عشر غرف تبريد',
  '2026: Uganda': '2026: أوغندا',
  '2027: 100 rooms': '2027: 100 غرفة',
  'What farmers say': 'ماذا يقول المزارعون',
  'SokoFresh saved my harvest and my family income': 'أنقذت SokoFresh محصولي ودخل عائلتي',
  'Amina, tomato farmer, Kisumu': 'أمينة، مزارعة طماطم، Kisumu',
  'Thank you': 'شكرًا',
  'Join us in cutting post-harvest loss': 'انضموا إلينا لتقليل خسائر ما بعد الحصاد',
  'The cold room': 'غرفة التبريد',
  'A solar room holds 300 crates': 'تتسع الغرفة الشمسية لـ 300 صندوق',
  'Paid per crate via M-Pesa': 'الدفع لكل صندوق عبر M-Pesa',
  'Kisumu, 2025': 'Kisumu، 2025',
  'A cold room': 'غرفة تبريد',
};

const inArabic = (text: string) => ARABIC[text] ?? text;

/** Every text of a slide in Arabic where the table has it: title, lead, bullets, chart, table, team and picture words. */
function arabicSlide(slide: Slide): Slide {
  return {
    ...slide,
    title: inArabic(slide.title),
    content: inArabic(slide.content),
    bullets: slide.bullets.map(inArabic),
    notes: '',
    ...(slide.chart
      ? {
          chart: {
            ...slide.chart,
            series: slide.chart.series.map((series) => ({ ...series, name: inArabic(series.name) })),
          },
        }
      : {}),
    ...(slide.table ? { table: { ...slide.table, rows: slide.table.rows.map((row) => row.map(inArabic)) } } : {}),
    ...(slide.team
      ? {
          team: slide.team.map((member) => ({
            ...member,
            role: inArabic(member.role ?? ''),
            ...(member.bio ? { bio: inArabic(member.bio) } : {}),
          })),
        }
      : {}),
    ...(slide.media
      ? {
          media: {
            ...slide.media,
            alt: inArabic(slide.media.alt ?? ''),
            ...(slide.media.caption ? { caption: inArabic(slide.media.caption) } : {}),
          },
        }
      : {}),
  };
}

/** The sample slides of `sampleSlides(index, long)`, in Arabic. */
export function arabicSampleSlides(index: number, long: boolean): Slide[] {
  return sampleSlides(index, long).map(arabicSlide);
}

import type { SharedDeck, Slide } from '@kuza/contracts';
import type { DocumentLanguage } from '@kuza/i18n';

/** Until the exports draw Arabic, 'ar' is a document language only in these tests. */
export const ARABIC = 'ar' as DocumentLanguage;

/** An Arabic deck's slides, with a Latin name and figures among their words. */
export const arabicSlides: Slide[] = [
  { id: 'a', type: 'title', title: 'سوكو فريش', content: 'غرف تبريد بالطاقة الشمسية', bullets: [], notes: '' },
  {
    id: 'b',
    type: 'content',
    title: 'المشكلة',
    content: 'يخسر المزارعون 40% من محصولهم',
    bullets: ['أمينة يوسف، مديرة Kuza Labs', '1.2 مليون دولار'],
    notes: '',
  },
  { id: 'c', type: 'content', title: 'الحل', content: 'غرف تبريد قريبة', bullets: [], notes: '' },
];

/** Those slides as a share link shows them, said to be written in `language`. */
export const sharedDeck = (language: DocumentLanguage): SharedDeck & { language: DocumentLanguage } => ({
  name: 'SokoFresh',
  theme: { id: 'savanna' },
  updatedAt: '2026-11-01T10:00:00.000Z',
  slides: arabicSlides,
  language,
});

/** Every slide drawn on the page (the canvas, a thumbnail, the share view's or the presenter's stage). */
export const drawnSlides = (within: ParentNode = document) => [...within.querySelectorAll<HTMLElement>('[data-theme]')];

import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  BODY_BOX,
  LINE_HEIGHT,
  TITLE_SLIDE,
  bodyBoxes,
  colorsOf,
  layoutSlide,
  themeOf,
  visualShape,
  type Box,
  type Slide,
  type SlideElement,
  type SlidePage,
  type SlideTextField,
  type TextElement,
  type SlideColors,
  type ThemeRef,
  type VisualKind,
} from '@kuza/contracts';
import { backgroundOf, fontOf, fontStacksIn, placed } from './deck-theme';
import { SlideIcon } from './slide-icons';
import { Block, Region } from './slide-region';
import { SlideVisual } from './slide-visuals';
import { colorOf, TextBlock } from './slide-text';
import { DEFAULT_LOCALE, defineMessages, localeDirection } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const EDIT_LABEL = defineMessages({
  title: { id: 'decks.slide.edit.title', defaultMessage: 'Edit title' },
  content: { id: 'decks.slide.edit.content', defaultMessage: 'Edit text' },
  bullets: { id: 'decks.slide.edit.bullets', defaultMessage: 'Edit bullet points' },
} satisfies Record<SlideTextField, unknown>);
const PLACEHOLDER = defineMessages({
  title: { id: 'decks.slide.placeholder.title', defaultMessage: 'Click to add a title' },
  content: { id: 'decks.slide.placeholder.content', defaultMessage: 'Click to add text' },
  bullets: { id: 'decks.slide.placeholder.bullets', defaultMessage: 'Click to add bullet points' },
} satisfies Record<SlideTextField, unknown>);
const EDIT_VISUAL = defineMessages({
  editVisual: {
    id: 'decks.slide.edit.visual',
    defaultMessage:
      '{kind, select, image {Edit image} chart {Edit chart} table {Edit table} team {Edit team} other {Edit {kind}}}',
  },
});

export interface SlideEditHandlers {
  onEditText: (field: SlideTextField) => void;
  onEditVisual?: (kind: VisualKind) => void;
}

export interface SlideViewProps {
  slide: Slide;
  /** One page of the slide as the layout engine splits it (a continuation in the slideshow); default its first. */
  page?: SlidePage;
  theme?: ThemeRef;
  /**
   * The language the deck is written in (English when not given): the slide's `lang` and direction, whatever the
   * page's. Right to left, text runs and aligns right inside the engine's boxes; the boxes stay where it put them.
   */
  language?: string;
  /** Level of the slide title; 'none' renders a decorative copy (thumbnails) hidden from assistive tech. */
  headingLevel?: 1 | 2 | 3 | 'none';
  /** Makes the title, text, bullets and visual clickable (the editor canvas). */
  edit?: SlideEditHandlers;
  /** Drawn over the slide (the editor's 'too full' warning). */
  children?: ReactNode;
}

const Frame = styled.div<{ $colors: SlideColors; $font: string; $background: string }>`
  container-type: inline-size;
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${({ $background }) => $background};
  color: ${({ $colors }) => $colors.text};
  font-family: ${({ $font }) => $font};
  line-height: ${LINE_HEIGHT};
  ul,
  p {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/**
 * One slide, drawn the same way in thumbnails, the editor canvas, the preview, the presenter and
 * the share page: the layout engine's elements (contracts), at the boxes, sizes and lines the
 * PDF and PPTX use, in the font files the exports embed.
 */
export function SlideView(props: SlideViewProps) {
  const { slide, page: given, theme, language = DEFAULT_LOCALE, headingLevel = 2, edit, children } = props;
  const { t } = useI18n();
  const direction = localeDirection(language);
  const definition = themeOf(theme);
  const colors = colorsOf(definition);
  const fonts = fontStacksIn(definition, language);
  const page = given ?? layoutSlide(slide, 0, fontOf(theme), direction)[0];
  const decorative = headingLevel === 'none';
  const heading = decorative ? 'p' : (`h${headingLevel}` as const);
  const placeholder = (field: SlideTextField) =>
    edit ? <span style={{ color: colors.muted, fontStyle: 'italic' }}>{t(PLACEHOLDER[field])}</span> : null;

  const editable = (element: TextElement) =>
    edit && element.field && page.part === 0 ? () => edit.onEditText(element.field!) : undefined;

  const draw = (element: SlideElement, key: number) => {
    if (element.kind === 'shape') {
      return (
        <span
          key={key}
          style={{
            ...placed(element.box),
            background: colorOf(colors, element.fill),
            borderRadius: element.shape === 'ellipse' ? '50%' : undefined,
          }}
        />
      );
    }
    if (element.kind === 'icon') {
      return (
        <SlideIcon key={key} name={element.name} style={{ ...placed(element.box), color: colors[element.color] }} />
      );
    }
    if (element.kind === 'visual') {
      const { visual } = element;
      return (
        <Block key={key} style={placed(element.box)}>
          <Region
            label={t(EDIT_VISUAL.editVisual, { kind: visual.kind })}
            fill
            onActivate={edit?.onEditVisual ? () => edit.onEditVisual?.(visual.kind) : undefined}
          >
            <SlideVisual
              visual={visual}
              box={element.box}
              colors={colors}
              font={fontOf(theme)}
              fonts={fonts}
              direction={direction}
            />
          </Region>
        </Block>
      );
    }
    const empty = !element.paragraphs.some((p) => p.text.trim());
    return (
      <Block key={key} style={placed(element.box)}>
        <Region label={element.field && t(EDIT_LABEL[element.field])} fill onActivate={editable(element)}>
          {empty && element.field ? (
            placeholder(element.field)
          ) : (
            <TextBlock
              element={element}
              colors={colors}
              fonts={fonts}
              heading={element.role === 'title' ? heading : undefined}
              direction={direction}
            />
          )}
        </Region>
      </Block>
    );
  };

  // While a slide has no lead or no bullets, the editor shows where clicking adds them.
  // A title slide's points go in its text; its subtitle is the lead.
  const missing = (['content', 'bullets'] as const).filter(
    (field) =>
      !page.elements.some((e) => e.kind === 'text' && e.field === field) &&
      !(page.layout === 'title' && field === 'bullets'),
  );
  let room: Box | undefined;
  if (edit && page.part === 0 && missing.length && page.layout === 'title') {
    room = { ...TITLE_SLIDE.text, w: TITLE_SLIDE.textW.beside };
  } else if (edit && page.part === 0 && missing.length) {
    const visual = page.elements.find((e) => e.kind === 'visual');
    const texts = page.elements.filter((e): e is TextElement => e.kind === 'text' && e.role !== 'title');
    const below = Math.max(BODY_BOX.y, ...texts.map((e) => e.box.y + e.box.h + 0.1));
    const body = { ...BODY_BOX, y: below, h: BODY_BOX.y + BODY_BOX.h - below };
    room = visual ? bodyBoxes(true, visualShape(visual.visual), body).text : body;
  }

  return (
    <Frame
      $colors={colors}
      $font={fonts.body}
      $background={backgroundOf(definition)}
      data-theme={definition.id}
      lang={language}
      dir={direction}
      aria-hidden={decorative || undefined}
    >
      {definition.shapes.map(({ kind, fill, ...box }, i) => (
        <span
          key={`theme-${i}`}
          aria-hidden
          style={{
            ...placed(box),
            background: fill === 'accent' ? colors.accent : colors.soft,
            borderRadius: kind === 'ellipse' ? '50%' : undefined,
          }}
        />
      ))}
      {page.elements.map(draw)}
      {room && room.h > 0.3 && (
        <Block style={placed(room)}>
          {missing.map((field) => (
            <Region key={field} label={t(EDIT_LABEL[field])} onActivate={() => edit?.onEditText(field)}>
              {placeholder(field)}
            </Region>
          ))}
        </Block>
      )}
      {children}
    </Frame>
  );
}

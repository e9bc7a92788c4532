import styled from 'styled-components';
import {
  mediaSrcSet,
  LINE_HEIGHT,
  initials,
  moreRowsLabel,
  tableLayout,
  teamCards,
  TEAM_CARD,
  type Box,
  type TextElement,
  type ThemeId,
  type Visual,
  type SlideColors,
} from '@kuza/contracts';
import { cq, inches, placed } from './deck-theme';
import { SlideChart } from './slide-chart';
import { TextBlock } from './slide-text';
import type { TextDirection } from './line-direction';

export type { VisualKind } from '@kuza/contracts';

interface VisualProps<K extends Visual['kind']> {
  visual: Extract<Visual, { kind: K }>;
  box: Box;
  colors: SlideColors;
  /** The theme the engine measured with. */
  font: ThemeId;
  /** The font stacks the slide draws in (the theme's, in the deck's language). */
  fonts: { heading: string; body: string };
  /** The deck's direction: a table's cells and a card's words run that way. */
  direction: TextDirection;
}

// Its columns stay where the engine put them, first on the left, in a deck of either direction; each cell's text runs
// and aligns the deck's way (from the right in an Arabic deck, as its PowerPoint file's cells do).
const Table = styled.table<{ $colors: SlideColors }>`
  direction: ltr;
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  line-height: ${LINE_HEIGHT};
  th,
  td {
    padding: 0 ${cq(6)};
    border: 0.75px solid ${({ $colors }) => $colors.rule};
    overflow: hidden;
    text-align: start;
    vertical-align: middle;
  }
  /* A cell's lines as the engine broke them, each kept whole. */
  th > span,
  td > span {
    display: block;
    white-space: pre;
  }
  th {
    background: ${({ $colors }) => $colors.accent};
    color: ${({ $colors }) => $colors.onAccent};
    font-weight: 700;
  }
  tr:nth-child(even) td {
    background: ${({ $colors }) => $colors.tint};
  }
`;

/** A block's lines as the engine broke them, one per row of text. */
const lines = (element: TextElement) =>
  element.paragraphs[0].lines.map((line, i) => (
    <span key={i} data-line>
      {line}
    </span>
  ));

/** The table as the exports lay it out in the same box: the same size, columns, rows, lines and 'more rows' line. */
function SlideTable({ visual, box, colors, font, fonts, direction }: VisualProps<'table'>) {
  const layout = tableLayout(visual.rows, visual.hiddenRows, box, font);
  const [header, ...body] = layout.rows;
  return (
    <div>
      <Table $colors={colors} style={{ fontSize: cq(layout.size) }}>
        <colgroup>
          {layout.colW.map((w, i) => (
            <col key={i} style={{ width: inches(w) }} />
          ))}
        </colgroup>
        <thead>
          <tr style={{ height: inches(layout.rowH[0]) }}>
            {header.map((_, i) => (
              <th key={i} scope="col" dir={direction} style={{ fontFamily: fonts.heading }}>
                {lines(layout.cells[0][i])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {body.map((row, r) => (
            <tr key={r} style={{ height: inches(layout.rowH[r + 1]) }}>
              {row.map((_, i) => (
                <td key={i} dir={direction}>
                  {lines(layout.cells[r + 1][i])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      {layout.hidden > 0 && (
        <p style={{ margin: `${cq(6)} 0 0`, color: colors.muted, fontSize: cq(11), fontStyle: 'italic' }}>
          {moreRowsLabel(layout.hidden)}
        </p>
      )}
    </div>
  );
}

const Card = styled.li<{ $colors: SlideColors }>`
  box-sizing: border-box;
  overflow: hidden;
  border: 0.75px solid ${({ $colors }) => $colors.rule};
  border-radius: ${cq(9)};
  background: ${({ $colors }) => $colors.tint};
  text-align: center;
  list-style: none;
`;

const Avatar = styled.span<{ $colors: SlideColors }>`
  position: absolute;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ $colors }) => $colors.accent};
  color: ${({ $colors }) => $colors.onAccent};
  font-weight: 700;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** One of a card's blocks (name, role, line): the slide's own text block, placed inside the card where the engine put it. */
function CardText({
  block,
  card,
  ...drawing
}: { block: TextElement; card: Box } & Pick<VisualProps<'team'>, 'colors' | 'fonts' | 'direction'>) {
  return (
    <div style={placed({ ...block.box, x: block.box.x - card.x, y: block.box.y - card.y })}>
      <TextBlock element={block} {...drawing} />
    </div>
  );
}

/** Team cards in the exports' grid (one row up to four members, then two), their words laid out by the engine. */
function SlideTeam({ visual, box, colors, font, fonts, direction }: VisualProps<'team'>) {
  const { cards, avatar, texts } = teamCards(visual.members, box, font);
  return (
    <ul style={{ position: 'relative', height: '100%', margin: 0, padding: 0 }}>
      {cards.map((card, i) => {
        const member = visual.members[i];
        return (
          <Card key={i} $colors={colors} style={placed({ ...card, x: card.x - box.x, y: card.y - box.y })}>
            <Avatar
              $colors={colors}
              style={{
                ...placed({ x: (card.w - avatar) / 2, y: TEAM_CARD.avatarTop, w: avatar, h: avatar }),
                fontSize: inches(avatar * 0.4),
              }}
            >
              {member.imageUrl ? (
                <img
                  src={member.imageUrl}
                  srcSet={mediaSrcSet(member.imageUrl)}
                  sizes="auto, 96px"
                  loading="lazy"
                  alt=""
                />
              ) : (
                initials(member.name)
              )}
            </Avatar>
            {texts[i].map((block) => (
              <CardText
                key={block.role}
                block={block}
                card={card}
                colors={colors}
                fonts={fonts}
                direction={direction}
              />
            ))}
          </Card>
        );
      })}
    </ul>
  );
}

const Figure = styled.figure<{ $colors: SlideColors }>`
  display: flex;
  flex-direction: column;
  height: 100%;
  margin: 0;
  img {
    display: block;
    flex: 1;
    min-height: 0;
    width: 100%;
    object-fit: contain;
  }
  figcaption {
    flex: none;
    margin-top: ${cq(8)};
    color: ${({ $colors }) => $colors.muted};
    font-size: ${cq(12)};
    font-style: italic;
    text-align: center;
  }
`;

function SlideImage({ visual, colors }: VisualProps<'image'>) {
  return (
    <Figure $colors={colors}>
      {/* A stored picture comes in the width it is laid out at (thumbnail, editor, full screen). */}
      <img src={visual.src} srcSet={mediaSrcSet(visual.src)} sizes="auto, 60vw" loading="lazy" alt={visual.alt} />
      {visual.caption && <figcaption>{visual.caption}</figcaption>}
    </Figure>
  );
}

/** The slide's one visual, filling the box the shared layout gives it (its parent is placed there). */
export function SlideVisual(props: Omit<VisualProps<Visual['kind']>, 'visual'> & { visual: Visual }) {
  const { visual } = props;
  if (visual.kind === 'chart')
    return <SlideChart chart={visual.chart} colors={props.colors} rightToLeft={visual.rightToLeft} />;
  if (visual.kind === 'table') return <SlideTable {...props} visual={visual} />;
  if (visual.kind === 'team') return <SlideTeam {...props} visual={visual} />;
  return <SlideImage {...props} visual={visual} />;
}

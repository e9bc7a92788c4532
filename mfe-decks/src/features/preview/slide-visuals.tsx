import styled from 'styled-components';
import {
  mediaSrcSet,
  LINE_HEIGHT,
  initials,
  moreRowsLabel,
  tableLayout,
  teamLayout,
  type Box,
  type ThemeId,
  type Visual,
  type SlideColors,
} from '@kuza/contracts';
import { cq, inches, placed } from './deck-theme';
import { SlideChart } from './slide-chart';

export type { VisualKind } from '@kuza/contracts';

interface VisualProps<K extends Visual['kind']> {
  visual: Extract<Visual, { kind: K }>;
  box: Box;
  colors: SlideColors;
  font: ThemeId;
}

const Table = styled.table<{ $colors: SlideColors }>`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  line-height: ${LINE_HEIGHT};
  th,
  td {
    padding: 0 ${cq(6)};
    border: 0.75px solid ${({ $colors }) => $colors.rule};
    overflow: hidden;
    text-align: left;
    vertical-align: middle;
    overflow-wrap: anywhere;
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

/** The table as the exports lay it out in the same box: the same size, columns, rows and 'more rows' line. */
function SlideTable({ visual, box, colors, font }: VisualProps<'table'>) {
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
            {header.map((cell, i) => (
              <th key={i} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {body.map((row, r) => (
            <tr key={r} style={{ height: inches(layout.rowH[r + 1]) }}>
              {row.map((cell, i) => (
                <td key={i}>{cell}</td>
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
  display: flex;
  flex-direction: column;
  align-items: center;
  box-sizing: border-box;
  padding: ${cq(18)} ${cq(10)} ${cq(10)};
  overflow: hidden;
  border: 0.75px solid ${({ $colors }) => $colors.rule};
  border-radius: ${cq(9)};
  background: ${({ $colors }) => $colors.tint};
  text-align: center;
  list-style: none;
`;

const Avatar = styled.span<{ $colors: SlideColors }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  margin-bottom: ${cq(12)};
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

/** Team cards in the exports' grid: one row up to four members, then two. */
function SlideTeam({ visual, box, colors }: VisualProps<'team'>) {
  const { cards, avatar, large } = teamLayout(visual.members.length, box);
  return (
    <ul style={{ position: 'relative', height: '100%', margin: 0, padding: 0 }}>
      {cards.map((card, i) => {
        const member = visual.members[i];
        return (
          <Card key={i} $colors={colors} style={placed({ ...card, x: card.x - box.x, y: card.y - box.y })}>
            <Avatar
              $colors={colors}
              style={{ width: inches(avatar), height: inches(avatar), fontSize: inches(avatar * 0.4) }}
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
            <strong style={{ display: 'block', fontSize: cq(large ? 18 : 14) }}>{member.name}</strong>
            <span style={{ display: 'block', color: colors.accent, fontSize: cq(large ? 14 : 11) }}>{member.role}</span>
            {member.bio && (
              <span style={{ display: 'block', marginTop: cq(6), color: colors.muted, fontSize: cq(large ? 12 : 10) }}>
                {member.bio}
              </span>
            )}
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
export function SlideVisual(props: { visual: Visual; box: Box; colors: SlideColors; font: ThemeId }) {
  const { visual } = props;
  if (visual.kind === 'chart') return <SlideChart chart={visual.chart} colors={props.colors} />;
  if (visual.kind === 'table') return <SlideTable {...props} visual={visual} />;
  if (visual.kind === 'team') return <SlideTeam {...props} visual={visual} />;
  return <SlideImage {...props} visual={visual} />;
}

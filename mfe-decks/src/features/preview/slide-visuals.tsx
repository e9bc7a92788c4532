import styled from 'styled-components';
import type { Slide, SlideMedia, TableSpec, TeamMemberCard } from '@kuza/contracts';
import { cq, type SlideColors } from './deck-theme';
import { SlideChart } from './slide-chart';

const MAX_TABLE_ROWS = 14;

const Table = styled.table<{ $colors: SlideColors }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${cq(14)};
  th,
  td {
    padding: ${cq(6)} ${cq(10)};
    border-bottom: 1px solid ${({ $colors }) => $colors.muted}55;
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${({ $colors }) => $colors.accent};
    color: ${({ $colors }) => $colors.background};
    font-weight: 700;
  }
`;

function SlideTable({ table, colors }: { table: TableSpec; colors: SlideColors }) {
  const rows = (table.rows ?? []).filter((row) => row.some((cell) => cell.trim()));
  const columns = Math.min(8, Math.max(0, ...rows.map((row) => row.length)));
  if (!rows.length || !columns) return null;
  const cells = (row: string[]) => Array.from({ length: columns }, (_, i) => row[i] ?? '');
  const [header, ...body] = rows.slice(0, MAX_TABLE_ROWS);
  return (
    <Table $colors={colors}>
      <thead>
        <tr>
          {cells(header).map((cell, i) => (
            <th key={i} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {body.map((row, r) => (
          <tr key={r}>
            {cells(row).map((cell, i) => (
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Members = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${cq(150)}, 1fr));
  gap: ${cq(16)};
  margin: 0;
  padding: 0;
  list-style: none;
  text-align: center;
`;

const Avatar = styled.span<{ $colors: SlideColors }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${cq(72)};
  height: ${cq(72)};
  margin-bottom: ${cq(8)};
  overflow: hidden;
  border-radius: 50%;
  background: ${({ $colors }) => $colors.accent};
  color: ${({ $colors }) => $colors.background};
  font-size: ${cq(24)};
  font-weight: 700;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase() || '?';
}

function SlideTeam({ team, colors }: { team: TeamMemberCard[]; colors: SlideColors }) {
  return (
    <Members>
      {team.slice(0, 8).map((member, i) => (
        <li key={i}>
          <Avatar $colors={colors}>
            {member.imageUrl ? <img src={member.imageUrl} alt="" /> : initials(member.name)}
          </Avatar>
          <strong style={{ display: 'block', fontSize: cq(16) }}>{member.name}</strong>
          <span style={{ display: 'block', color: colors.accent, fontSize: cq(14) }}>{member.role}</span>
          {member.bio && <span style={{ display: 'block', color: colors.muted, fontSize: cq(12) }}>{member.bio}</span>}
        </li>
      ))}
    </Members>
  );
}

const Figure = styled.figure<{ $colors: SlideColors }>`
  margin: 0;
  img {
    display: block;
    max-width: 100%;
    max-height: ${cq(340)};
    margin: 0 auto;
    object-fit: contain;
    border-radius: ${cq(8)};
  }
  figcaption {
    margin-top: ${cq(6)};
    color: ${({ $colors }) => $colors.muted};
    font-size: ${cq(13)};
    text-align: center;
  }
`;

function SlideImage({ media, colors }: { media: SlideMedia; colors: SlideColors }) {
  return (
    <Figure $colors={colors}>
      <img src={media.src} alt={media.alt} />
      {media.caption && <figcaption>{media.caption}</figcaption>}
    </Figure>
  );
}

export type VisualKind = 'chart' | 'table' | 'team' | 'image';

/** Which visual a slide shows: its type decides first, then whatever data it carries (as the exporters do). */
export function visualKindOf(slide: Slide): VisualKind | null {
  const has: Record<VisualKind, boolean> = {
    chart: !!slide.chart?.labels?.length,
    table: !!slide.table?.rows?.some((row) => row.some((cell) => cell.trim())),
    team: !!slide.team?.some((m) => m.name || m.role),
    image: !!slide.media?.src,
  };
  if (slide.type in has && has[slide.type as VisualKind]) return slide.type as VisualKind;
  return (['chart', 'table', 'team', 'image'] as const).find((kind) => has[kind]) ?? null;
}

export function SlideVisual({ slide, kind, colors }: { slide: Slide; kind: VisualKind; colors: SlideColors }) {
  if (kind === 'chart' && slide.chart) return <SlideChart chart={slide.chart} colors={colors} />;
  if (kind === 'table' && slide.table) return <SlideTable table={slide.table} colors={colors} />;
  if (kind === 'team' && slide.team) return <SlideTeam team={slide.team} colors={colors} />;
  if (kind === 'image' && slide.media) return <SlideImage media={slide.media} colors={colors} />;
  return null;
}

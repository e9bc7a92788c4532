import styled from 'styled-components';
import { BULLET_INDENT, SPACE_AFTER, type Box, type SlidePage, type SlideTextField } from '@kuza/contracts';
import { cq, placed, type SlideColors } from './deck-theme';
import { Block, Region } from './slide-region';

/** Bullet marks in the accent colour, as the exports draw them. */
const Bullets = styled.ul<{ $accent: string }>`
  margin: 0;
  li::marker {
    color: ${({ $accent }) => $accent};
  }
`;

export interface SlideTextProps {
  page: SlidePage;
  box: Box;
  colors: SlideColors;
  /** The editor canvas: the lead and the bullets open the Text Editor, with placeholders while empty. */
  edit?: (field: SlideTextField) => void;
}

/** A page's lead lines and bullets at the sizes the shared fitting rule chose, in its text box. */
export function SlideText({ page, box, colors, edit }: SlideTextProps) {
  const isTitle = page.slide.type === 'title' && page.part === 0;
  const lead = page.blocks.filter((b) => b.kind === 'lead');
  const bullets = page.blocks.filter((b) => b.kind === 'bullet');
  const leadColor = isTitle ? colors.muted : colors.text;
  const placeholder = (text: string) =>
    edit ? <span style={{ color: colors.muted, fontStyle: 'italic' }}>{text}</span> : null;
  return (
    <Block style={placed(box)}>
      {(lead.length > 0 || (edit && page.part === 0)) && (
        <Region label="Edit text" onActivate={edit && (() => edit('content'))}>
          {lead.length
            ? lead.map((block, i) => (
                <p
                  key={i}
                  style={{
                    margin: `0 0 ${cq(page.sizes.lead * SPACE_AFTER.lead)}`,
                    fontSize: cq(page.sizes.lead),
                    color: leadColor,
                  }}
                >
                  {block.text}
                </p>
              ))
            : placeholder('Click to add text')}
        </Region>
      )}
      {(bullets.length > 0 || (edit && !isTitle)) && (
        <Region label="Edit bullet points" onActivate={edit && (() => edit('bullets'))}>
          {bullets.length ? (
            <Bullets
              $accent={colors.accent}
              style={{ paddingLeft: cq(page.sizes.bullet * BULLET_INDENT), fontSize: cq(page.sizes.bullet) }}
            >
              {bullets.map((block, i) => (
                <li
                  key={i}
                  style={{
                    marginBottom: cq(page.sizes.bullet * SPACE_AFTER.bullet),
                    listStyle: block.continued ? 'none' : undefined,
                  }}
                >
                  {block.text}
                </li>
              ))}
            </Bullets>
          ) : (
            placeholder('Click to add bullet points')
          )}
        </Region>
      )}
    </Block>
  );
}

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const messages = defineMessages({
  sharedWith: { id: 'app.watermark.sharedWith', defaultMessage: 'Shared with {text}' },
});

const Frame = styled.div`
  position: relative;
`;

const Tiles = styled.div`
  position: absolute;
  inset: 0;
  z-index: 2;
  pointer-events: none;
  background-repeat: repeat;
`;

const Caption = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const xml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** One tile of the watermark: the text, slanted and faint, repeated over everything below it. */
const tileOf = (text: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="220"><text x="20" y="130" transform="rotate(-20 210 110)" fill="rgba(0,0,0,0.13)" font-family="sans-serif" font-size="18">${xml(text)}</text></svg>`,
  )}")`;

/** A link's watermark (the viewer's e-mail and the day) over everything shown: every slide, the whole resume. */
export function Watermark({ text, children }: { text?: string; children: ReactNode }) {
  const { t } = useI18n();
  if (!text) return <>{children}</>;
  return (
    <>
      <Caption>{t(messages.sharedWith, { text })}</Caption>
      <Frame>
        {children}
        <Tiles aria-hidden="true" data-watermark={text} style={{ backgroundImage: tileOf(text) }} />
      </Frame>
    </>
  );
}

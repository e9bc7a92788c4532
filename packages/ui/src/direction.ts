import { css } from 'styled-components';

/**
 * For an icon that points a way (back, next, the side a panel opens on): drawn mirrored on a right-to-left page,
 * where 'back' points right. Charts, logos and slides never mirror: a deck's slides keep their own direction.
 */
export const mirroredInRightToLeft = css`
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

import type { SocialNetwork } from '../content/site';
import { StrokeIcon } from './stroke-icon';

/** Simple glyphs drawn for Kuza (not the networks' logo files), 20 px, in currentColor. */
const PATHS: Record<SocialNetwork, string> = {
  X: 'M4 4l12 12M16 4L4 16',
  LinkedIn: 'M5 8v7M5 5v.01M9 15v-4a2 2 0 0 1 4 0v4M9 8v7',
  Facebook: 'M12 17v-6h2.5M12 11V8.5A1.5 1.5 0 0 1 13.5 7H15M10 11h4',
  Instagram:
    'M6 3h8a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3ZM10 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM14.5 5.5v.01',
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return <StrokeIcon d={PATHS[network]} size={20} />;
}

import type { SVGProps } from 'react';

/**
 * The hero illustration, drawn in the page's own markup rather than as an image: an <img>, even an
 * inlined one, is decoded in a task of its own, which the page's scripts can hold up, and the hero is
 * the largest thing on a phone's first screen. The small drawing is for phones, the large one for
 * wider screens (product.md §2).
 */
type ArtProps = Omit<SVGProps<SVGSVGElement>, 'viewBox' | 'width' | 'height'>;

export function HeroArtSmall(props: ArtProps) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width="340" height="250" viewBox="0 0 340 250" {...props}>
      <circle cx="180" cy="125" r="118" fill="#E6F4F1" />
      <circle cx="300" cy="34" r="26" fill="#FDE68A" />
      <rect x="14" y="26" width="250" height="170" rx="14" fill="#fff" stroke="#D9E2EC" strokeWidth="2" />
      <rect x="32" y="46" width="96" height="11" rx="5.5" fill="#1F2933" />
      <rect x="32" y="64" width="130" height="7" rx="3.5" fill="#9AA5B1" />
      <rect x="32" y="88" width="110" height="88" rx="10" fill="#F7FAF9" />
      <rect x="44" y="146" width="16" height="20" rx="3" fill="#A7F3D0" />
      <rect x="68" y="130" width="16" height="36" rx="3" fill="#5EEAD4" />
      <rect x="92" y="114" width="16" height="52" rx="3" fill="#14B8A6" />
      <rect x="116" y="100" width="16" height="66" rx="3" fill="#0F766E" />
      <circle cx="200" cy="110" r="34" fill="#E6F4F1" />
      <path d="M200 76a34 34 0 0 1 33 43l-33-9Z" fill="#F59E0B" />
      <path d="M233 119a34 34 0 0 1-56 15l23-24Z" fill="#0F766E" />
      <rect x="206" y="122" width="120" height="114" rx="12" fill="#fff" stroke="#D9E2EC" strokeWidth="2" />
      <circle cx="232" cy="148" r="14" fill="#FDE68A" />
      <circle cx="232" cy="144" r="5" fill="#92400E" />
      <path d="M222 158a10 8 0 0 1 20 0" fill="#92400E" />
      <rect x="254" y="140" width="56" height="8" rx="4" fill="#1F2933" />
      <rect x="254" y="153" width="40" height="6" rx="3" fill="#9AA5B1" />
      <rect x="220" y="180" width="92" height="6" rx="3" fill="#CBD2D9" />
      <rect x="220" y="193" width="80" height="6" rx="3" fill="#CBD2D9" />
      <rect x="220" y="206" width="86" height="6" rx="3" fill="#CBD2D9" />
      <path d="M296 80l5 12 12 5-12 5-5 12-5-12-12-5 12-5Z" fill="#0F766E" />
    </svg>
  );
}

export function HeroArtLarge(props: ArtProps) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width="560" height="440" viewBox="0 0 560 440" {...props}>
      <circle cx="300" cy="220" r="200" fill="#E6F4F1" />
      <circle cx="470" cy="70" r="46" fill="#FDE68A" />
      <rect x="34" y="66" width="420" height="282" rx="18" fill="#0F766E" opacity=".12" />
      <rect x="24" y="54" width="420" height="282" rx="18" fill="#fff" stroke="#D9E2EC" strokeWidth="2" />
      <path d="M24 72a18 18 0 0 1 18-18h384a18 18 0 0 1 18 18v18H24Z" fill="#F7FAF9" />
      <circle cx="46" cy="72" r="5" fill="#F87171" />
      <circle cx="62" cy="72" r="5" fill="#FBBF24" />
      <circle cx="78" cy="72" r="5" fill="#34D399" />
      <rect x="56" y="112" width="150" height="14" rx="7" fill="#1F2933" />
      <rect x="56" y="136" width="210" height="9" rx="4.5" fill="#9AA5B1" />
      <rect x="56" y="152" width="180" height="9" rx="4.5" fill="#CBD2D9" />
      <rect x="56" y="186" width="180" height="120" rx="12" fill="#F7FAF9" />
      <rect x="76" y="262" width="24" height="30" rx="4" fill="#A7F3D0" />
      <rect x="112" y="240" width="24" height="52" rx="4" fill="#5EEAD4" />
      <rect x="148" y="218" width="24" height="74" rx="4" fill="#14B8A6" />
      <rect x="184" y="198" width="24" height="94" rx="4" fill="#0F766E" />
      <circle cx="330" cy="176" r="52" fill="#E6F4F1" />
      <path d="M330 124a52 52 0 0 1 50 66l-50-14Z" fill="#F59E0B" />
      <path d="M380 190a52 52 0 0 1-86 22l36-36Z" fill="#0F766E" />
      <rect x="270" y="250" width="140" height="9" rx="4.5" fill="#9AA5B1" />
      <rect x="270" y="266" width="110" height="9" rx="4.5" fill="#CBD2D9" />
      <rect x="270" y="282" width="124" height="9" rx="4.5" fill="#CBD2D9" />
      <rect x="352" y="228" width="184" height="190" rx="16" fill="#0F766E" opacity=".14" />
      <rect x="342" y="216" width="184" height="190" rx="16" fill="#fff" stroke="#D9E2EC" strokeWidth="2" />
      <circle cx="382" cy="258" r="22" fill="#FDE68A" />
      <circle cx="382" cy="252" r="8" fill="#92400E" />
      <path d="M366 274a16 12 0 0 1 32 0" fill="#92400E" />
      <rect x="414" y="244" width="88" height="11" rx="5.5" fill="#1F2933" />
      <rect x="414" y="262" width="62" height="8" rx="4" fill="#9AA5B1" />
      <rect x="362" y="300" width="144" height="8" rx="4" fill="#CBD2D9" />
      <rect x="362" y="316" width="128" height="8" rx="4" fill="#CBD2D9" />
      <rect x="362" y="332" width="136" height="8" rx="4" fill="#CBD2D9" />
      <rect x="362" y="358" width="60" height="22" rx="11" fill="#E6F4F1" />
      <rect x="430" y="358" width="70" height="22" rx="11" fill="#E6F4F1" />
      <path d="M498 136l7 17 17 7-17 7-7 17-7-17-17-7 17-7Z" fill="#0F766E" />
      <path d="M530 184l4 9 9 4-9 4-4 9-4-9-9-4 9-4Z" fill="#14B8A6" />
    </svg>
  );
}

/** A decorative glyph drawn for Kuza as one stroked path in currentColor, `size` px on a grid of `size` units. */
export function StrokeIcon({ d, size }: { d: string; size: number }) {
  return (
    <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The gem of a safe tile (decorative: the tile's label says what it is). */
export function GemIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M9 5h14l6 8-13 15L3 13z" fill="var(--color-emerald)" />
      <path d="M3 13h26M9 5l7 23 7-23M12 13l4-8 4 8" fill="none" stroke="rgba(255,255,255,0.55)" strokeWidth="1.2" />
    </svg>
  );
}

/** A mine or a bomb (decorative). */
export function BombIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="15" cy="18" r="10" fill="var(--color-danger)" />
      <path d="M21 9l4-4M24 4l2 1M26 7l1 2" stroke="var(--color-accent)" strokeWidth="2" strokeLinecap="round" />
      <circle cx="11.5" cy="14.5" r="2.5" fill="rgba(255,255,255,0.6)" />
    </svg>
  );
}

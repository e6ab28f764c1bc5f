import type { ReactNode } from 'react';

/**
 * Building blocks of the slot symbols: every symbol is an SVG drawn in code on a 100 × 100 box,
 * on its own rounded tile so it reads on the light and the dark theme alike. No images, no fonts
 * to load, nobody's trademark.
 */

/** A title's look: its symbols by id and the colours of its cabinet. */
export type SlotArt = {
  /** The cabinet's accent (frame, win lines) and a second colour for its glow. */
  accent: string;
  glow: string;
  /** One drawing per symbol id of the title. */
  symbols: Record<string, () => ReactNode>;
  /** A small emblem beside the title's name. */
  emblem: () => ReactNode;
};

/** The symbol's box: a rounded tile in `base`, with a soft top light and a rim. */
export function Tile({ base, rim, children }: { base: string; rim: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <rect x="4" y="4" width="92" height="92" rx="20" fill={base} stroke={rim} strokeWidth="3" />
      <path d="M10 30 Q10 10 30 10 H70 Q90 10 90 30 V40 Q50 28 10 40 Z" fill="#fff" opacity="0.13" />
      {children}
    </svg>
  );
}

/** A playing-card rank (A K Q J 10) in the title's colours. */
export function Rank({ label, fill, stroke, base, rim }: { label: string; fill: string; stroke: string; base: string; rim: string }) {
  return (
    <Tile base={base} rim={rim}>
      <text
        x="50"
        y="68"
        textAnchor="middle"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontWeight="800"
        fontSize={label.length > 1 ? 44 : 54}
        fill={fill}
        stroke={stroke}
        strokeWidth="3"
        paintOrder="stroke"
      >
        {label}
      </text>
    </Tile>
  );
}

/** The five card ranks of a title, as symbol ids a k q j t. */
export function ranks(colours: { base: string; rim: string; stroke: string; fills: readonly [string, string, string, string, string] }) {
  const [a, k, q, j, t] = colours.fills;
  const make = (label: string, fill: string) => () => (
    <Rank label={label} fill={fill} stroke={colours.stroke} base={colours.base} rim={colours.rim} />
  );
  return { a: make('A', a), k: make('K', k), q: make('Q', q), j: make('J', j), t: make('10', t) };
}

/** A word banner across the bottom of a tile (WILD, FREE). */
export function Banner({ text, fill, color }: { text: string; fill: string; color: string }) {
  return (
    <g>
      <rect x="14" y="70" width="72" height="20" rx="6" fill={fill} />
      <text
        x="50"
        y="85"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontWeight="900"
        fontSize="15"
        letterSpacing="1.5"
        fill={color}
      >
        {text}
      </text>
    </g>
  );
}

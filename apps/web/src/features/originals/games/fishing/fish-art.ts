import type { FishKind } from '@fortuna/bgs/fishing';

/**
 * The fish of Reef Hunter drawn in code (canvas paths and gradients, no images). Each function draws
 * one creature centred on the origin, facing +x, about `r` (the kind's hit radius) in size; the
 * caller translates and rotates. `t` (ms) animates fins and tails.
 */

type Ctx = CanvasRenderingContext2D;

function bodyGradient(ctx: Ctx, r: number, [light, dark]: readonly [string, string]): CanvasGradient {
  const g = ctx.createLinearGradient(0, -r, 0, r);
  g.addColorStop(0, light);
  g.addColorStop(1, dark);
  return g;
}

function eye(ctx: Ctx, x: number, y: number, size: number): void {
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(x, y, size, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#111827';
  ctx.beginPath();
  ctx.arc(x + size * 0.25, y, size * 0.55, 0, Math.PI * 2);
  ctx.fill();
}

/** A classic fish: oval body, forked tail that swings, a dorsal fin, an eye; `stripes` vertical bands. */
function classicFish(
  ctx: Ctx,
  kind: FishKind,
  r: number,
  t: number,
  options: { stripes?: string; spikes?: boolean; tall?: number } = {},
): void {
  const swing = Math.sin(t / 120) * r * 0.18;
  const tall = options.tall ?? 0.62;
  ctx.fillStyle = kind.colors[1];
  // Tail
  ctx.beginPath();
  ctx.moveTo(-r * 0.7, 0);
  ctx.lineTo(-r * 1.25, -r * 0.55 + swing);
  ctx.lineTo(-r * 1.05, swing * 0.5);
  ctx.lineTo(-r * 1.25, r * 0.55 + swing);
  ctx.closePath();
  ctx.fill();
  // Dorsal fin
  ctx.beginPath();
  ctx.moveTo(-r * 0.3, -r * tall * 0.8);
  ctx.quadraticCurveTo(0, -r * (tall + 0.45), r * 0.35, -r * tall * 0.75);
  ctx.closePath();
  ctx.fill();
  if (options.spikes) {
    ctx.strokeStyle = kind.colors[1];
    ctx.lineWidth = Math.max(1.5, r * 0.05);
    for (let i = -3; i <= 3; i++) {
      ctx.beginPath();
      ctx.moveTo(i * r * 0.15, -r * tall * 0.7);
      ctx.lineTo(i * r * 0.2, -r * (tall + 0.75));
      ctx.stroke();
    }
  }
  // Body
  ctx.fillStyle = bodyGradient(ctx, r * tall, kind.colors);
  ctx.beginPath();
  ctx.ellipse(0, 0, r, r * tall, 0, 0, Math.PI * 2);
  ctx.fill();
  if (options.stripes) {
    ctx.save();
    ctx.clip();
    ctx.fillStyle = options.stripes;
    for (const x of [-0.45, 0.05, 0.5]) ctx.fillRect(x * r - r * 0.08, -r, r * 0.16, r * 2);
    ctx.restore();
  }
  // Pectoral fin
  ctx.fillStyle = 'rgba(255,255,255,0.35)';
  ctx.beginPath();
  ctx.ellipse(r * 0.05, r * 0.2, r * 0.25, r * 0.1, 0.5 + Math.sin(t / 90) * 0.2, 0, Math.PI * 2);
  ctx.fill();
  eye(ctx, r * 0.55, -r * 0.15, Math.max(2.5, r * 0.13));
}

function puffer(ctx: Ctx, kind: FishKind, r: number, t: number): void {
  const puff = 1 + Math.sin(t / 400) * 0.05;
  ctx.fillStyle = kind.colors[1];
  ctx.beginPath();
  ctx.moveTo(-r * 0.8, 0);
  ctx.lineTo(-r * 1.2, -r * 0.35);
  ctx.lineTo(-r * 1.2, r * 0.35);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = kind.colors[1];
  ctx.lineWidth = 2;
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    ctx.beginPath();
    ctx.moveTo(Math.cos(a) * r * 0.8 * puff, Math.sin(a) * r * 0.8 * puff);
    ctx.lineTo(Math.cos(a) * r * 1.05 * puff, Math.sin(a) * r * 1.05 * puff);
    ctx.stroke();
  }
  const g = ctx.createRadialGradient(-r * 0.2, -r * 0.3, r * 0.1, 0, 0, r);
  g.addColorStop(0, kind.colors[0]);
  g.addColorStop(1, kind.colors[1]);
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(0, 0, r * 0.85 * puff, 0, Math.PI * 2);
  ctx.fill();
  eye(ctx, r * 0.45, -r * 0.2, r * 0.16);
}

function turtle(ctx: Ctx, kind: FishKind, r: number, t: number): void {
  const paddle = Math.sin(t / 300) * 0.5;
  ctx.fillStyle = kind.colors[0];
  for (const [x, y, side] of [
    [0.45, -0.55, -1],
    [0.45, 0.55, 1],
    [-0.5, -0.45, -1],
    [-0.5, 0.45, 1],
  ] as const) {
    ctx.beginPath();
    ctx.ellipse(x * r, y * r, r * 0.42, r * 0.16, side * (0.7 + paddle), 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.beginPath();
  ctx.ellipse(r * 0.95, 0, r * 0.26, r * 0.2, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = bodyGradient(ctx, r * 0.7, kind.colors);
  ctx.beginPath();
  ctx.ellipse(0, 0, r * 0.8, r * 0.65, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = 'rgba(0,0,0,0.25)';
  ctx.lineWidth = 2;
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2;
    ctx.beginPath();
    ctx.moveTo(Math.cos(a) * r * 0.25, Math.sin(a) * r * 0.22);
    ctx.lineTo(Math.cos(a) * r * 0.75, Math.sin(a) * r * 0.6);
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.ellipse(0, 0, r * 0.28, r * 0.24, 0, 0, Math.PI * 2);
  ctx.stroke();
  eye(ctx, r * 1.05, -r * 0.08, r * 0.06);
}

function manta(ctx: Ctx, kind: FishKind, r: number, t: number): void {
  const flap = Math.sin(t / 250) * r * 0.25;
  ctx.fillStyle = bodyGradient(ctx, r, kind.colors);
  ctx.beginPath();
  ctx.moveTo(r * 0.7, 0);
  ctx.quadraticCurveTo(r * 0.2, -r * 0.3, -r * 0.2, -r * 1.1 - flap);
  ctx.quadraticCurveTo(-r * 0.4, -r * 0.3, -r * 0.7, 0);
  ctx.quadraticCurveTo(-r * 0.4, r * 0.3, -r * 0.2, r * 1.1 + flap);
  ctx.quadraticCurveTo(r * 0.2, r * 0.3, r * 0.7, 0);
  ctx.fill();
  ctx.strokeStyle = kind.colors[1];
  ctx.lineWidth = Math.max(2, r * 0.05);
  ctx.beginPath();
  ctx.moveTo(-r * 0.6, 0);
  ctx.lineTo(-r * 1.5, Math.sin(t / 200) * r * 0.15);
  ctx.stroke();
  eye(ctx, r * 0.45, -r * 0.15, r * 0.07);
  eye(ctx, r * 0.45, r * 0.15, r * 0.07);
}

function swordfish(ctx: Ctx, kind: FishKind, r: number, t: number): void {
  ctx.strokeStyle = kind.colors[1];
  ctx.lineWidth = Math.max(2, r * 0.06);
  ctx.beginPath();
  ctx.moveTo(r * 0.8, -r * 0.05);
  ctx.lineTo(r * 1.6, -r * 0.08);
  ctx.stroke();
  classicFish(ctx, kind, r, t, { tall: 0.38 });
}

function octopus(ctx: Ctx, kind: FishKind, r: number, t: number): void {
  ctx.strokeStyle = kind.colors[1];
  ctx.lineCap = 'round';
  ctx.lineWidth = Math.max(3, r * 0.14);
  for (let i = 0; i < 8; i++) {
    const y = (i - 3.5) * r * 0.16;
    const wave = Math.sin(t / 180 + i) * r * 0.25;
    ctx.beginPath();
    ctx.moveTo(-r * 0.2, y * 0.6);
    ctx.quadraticCurveTo(-r * 0.8, y + wave, -r * 1.3, y * 1.4 - wave);
    ctx.stroke();
  }
  ctx.lineCap = 'butt';
  const g = ctx.createRadialGradient(r * 0.2, -r * 0.2, r * 0.1, r * 0.2, 0, r * 0.8);
  g.addColorStop(0, kind.colors[0]);
  g.addColorStop(1, kind.colors[1]);
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.ellipse(r * 0.2, 0, r * 0.75, r * 0.6, 0, 0, Math.PI * 2);
  ctx.fill();
  eye(ctx, r * 0.45, -r * 0.22, r * 0.12);
  eye(ctx, r * 0.45, r * 0.22, r * 0.12);
}

function shark(ctx: Ctx, kind: FishKind, r: number, t: number): void {
  const swing = Math.sin(t / 200) * r * 0.15;
  ctx.fillStyle = kind.colors[1];
  ctx.beginPath();
  ctx.moveTo(-r * 0.8, 0);
  ctx.lineTo(-r * 1.35, -r * 0.6 + swing);
  ctx.lineTo(-r * 1.15, swing * 0.3);
  ctx.lineTo(-r * 1.3, r * 0.35 + swing);
  ctx.closePath();
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(-r * 0.15, -r * 0.3);
  ctx.lineTo(-r * 0.35, -r * 0.85);
  ctx.lineTo(r * 0.25, -r * 0.3);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = bodyGradient(ctx, r * 0.4, kind.colors);
  ctx.beginPath();
  ctx.moveTo(r * 1.1, 0);
  ctx.quadraticCurveTo(r * 0.6, -r * 0.45, -r * 0.2, -r * 0.35);
  ctx.quadraticCurveTo(-r * 0.8, -r * 0.15, -r * 0.9, 0);
  ctx.quadraticCurveTo(-r * 0.8, r * 0.2, -r * 0.2, r * 0.32);
  ctx.quadraticCurveTo(r * 0.6, r * 0.4, r * 1.1, 0);
  ctx.fill();
  ctx.fillStyle = 'rgba(255,255,255,0.7)';
  ctx.beginPath();
  ctx.moveTo(r * 1.0, r * 0.05);
  ctx.quadraticCurveTo(r * 0.3, r * 0.35, -r * 0.5, r * 0.15);
  ctx.quadraticCurveTo(r * 0.3, r * 0.2, r * 1.0, r * 0.05);
  ctx.fill();
  ctx.strokeStyle = 'rgba(0,0,0,0.35)';
  ctx.lineWidth = 1.5;
  for (let i = 0; i < 3; i++) {
    ctx.beginPath();
    ctx.moveTo(r * (0.45 - i * 0.08), -r * 0.15);
    ctx.lineTo(r * (0.4 - i * 0.08), r * 0.12);
    ctx.stroke();
  }
  eye(ctx, r * 0.75, -r * 0.12, r * 0.06);
}

function dragon(ctx: Ctx, kind: FishKind, r: number, t: number): void {
  // A long golden sea serpent: a wavy body of segments, a crowned head, a glow.
  const glow = ctx.createRadialGradient(0, 0, r * 0.2, 0, 0, r * 1.6);
  glow.addColorStop(0, 'rgba(255,220,120,0.35)');
  glow.addColorStop(1, 'rgba(255,220,120,0)');
  ctx.fillStyle = glow;
  ctx.beginPath();
  ctx.arc(0, 0, r * 1.6, 0, Math.PI * 2);
  ctx.fill();
  for (let i = 9; i >= 0; i--) {
    const x = r * 0.9 - i * r * 0.24;
    const y = Math.sin(t / 220 - i * 0.7) * r * 0.28;
    const size = r * (0.34 - i * 0.022);
    const g = ctx.createRadialGradient(x - size * 0.3, y - size * 0.3, size * 0.1, x, y, size);
    g.addColorStop(0, kind.colors[0]);
    g.addColorStop(1, kind.colors[1]);
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.arc(x, y, size, 0, Math.PI * 2);
    ctx.fill();
  }
  const hy = Math.sin(t / 220) * r * 0.28;
  ctx.fillStyle = '#c0392b';
  ctx.beginPath();
  ctx.moveTo(r * 0.9, hy - r * 0.3);
  ctx.lineTo(r * 0.75, hy - r * 0.7);
  ctx.lineTo(r * 1.0, hy - r * 0.35);
  ctx.lineTo(r * 1.1, hy - r * 0.65);
  ctx.lineTo(r * 1.15, hy - r * 0.28);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = bodyGradient(ctx, r * 0.4, kind.colors);
  ctx.beginPath();
  ctx.ellipse(r * 1.05, hy, r * 0.42, r * 0.3, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = '#8b4513';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(r * 1.35, hy + r * 0.05);
  ctx.quadraticCurveTo(r * 1.7, hy + r * 0.3, r * 1.6, hy + r * 0.55);
  ctx.stroke();
  eye(ctx, r * 1.15, hy - r * 0.08, r * 0.08);
}

type Drawer = (ctx: Ctx, kind: FishKind, r: number, t: number) => void;

const DRAWERS: Record<string, Drawer> = {
  clownfish: (ctx, kind, r, t) => classicFish(ctx, kind, r, t, { stripes: 'rgba(255,255,255,0.9)' }),
  tang: (ctx, kind, r, t) => classicFish(ctx, kind, r, t, { tall: 0.7 }),
  puffer,
  angelfish: (ctx, kind, r, t) => classicFish(ctx, kind, r, t, { stripes: 'rgba(40,40,40,0.75)', tall: 0.9 }),
  lionfish: (ctx, kind, r, t) => classicFish(ctx, kind, r, t, { stripes: 'rgba(255,240,230,0.8)', spikes: true }),
  turtle,
  manta,
  swordfish,
  octopus,
  shark,
  'golden-dragon': dragon,
};

/** Draws one fish of `kind` at the origin facing +x. */
export function drawFish(ctx: Ctx, kind: FishKind, t: number): void {
  const draw = DRAWERS[kind.code] ?? ((c: Ctx, k: FishKind, r: number, time: number) => classicFish(c, k, r, time));
  draw(ctx, kind, kind.radius, t);
}

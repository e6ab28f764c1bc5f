/**
 * The pure half of the provably fair scheme (FAIRNESS.md §3–4): turning a stream of unsigned 32-bit
 * numbers into unbiased picks. No node imports, so the web bundle uses the same code to recompute
 * rounds in the browser (it fills an {@link arrayStream} from Web Crypto HMAC blocks).
 */

/** A source of unsigned 32-bit integers. */
export type Uint32Stream = { next(): number };

/** A stream over numbers computed beforehand (the browser's HMAC blocks); running out is an error, never a silent 0. */
export function arrayStream(values: readonly number[]): Uint32Stream {
  let index = 0;
  return {
    next() {
      if (index >= values.length) throw new RangeError(`the stream ran out after ${values.length} numbers`);
      return values[index++] as number;
    },
  };
}

const TWO_POW_32 = 2 ** 32;

/** A uniform integer in 0..n−1 by rejection sampling: skip x ≥ floor(2^32 / n) × n, then x mod n. */
export function uniformInt(stream: Uint32Stream, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) throw new RangeError(`uniformInt: bad range ${n}`);
  const limit = Math.floor(TWO_POW_32 / n) * n;
  for (;;) {
    const x = stream.next();
    if (x < limit) return x % n;
  }
}

/** `count` digits 0–9, with replacement. */
export function drawDigits(stream: Uint32Stream, count: number): number[] {
  return Array.from({ length: count }, () => uniformInt(stream, 10));
}

/** `count` different numbers of 1..`of` in draw order: the first `count` steps of a Fisher–Yates shuffle. */
export function drawDistinct(stream: Uint32Stream, count: number, of: number): number[] {
  if (count > of) throw new RangeError(`cannot draw ${count} of ${of}`);
  const items = Array.from({ length: of }, (_, i) => i + 1);
  for (let i = 0; i < count && i < of - 1; i++) {
    const j = i + uniformInt(stream, of - i);
    [items[i], items[j]] = [items[j] as number, items[i] as number];
  }
  return items.slice(0, count);
}

/** An order of 1..`size`: a full Fisher–Yates shuffle (the last step is forced and reads nothing). */
export function drawPermutation(stream: Uint32Stream, size: number): number[] {
  return drawDistinct(stream, size, size);
}

/** One number of 0..10^w − 1 per width w, in order: uniformInt(10^w) each. */
export function drawNumbers(stream: Uint32Stream, widths: readonly number[]): number[] {
  return widths.map((width) => {
    if (!Number.isInteger(width) || width < 1 || width > 9) throw new RangeError(`drawNumbers: bad width ${width}`);
    return uniformInt(stream, 10 ** width);
  });
}

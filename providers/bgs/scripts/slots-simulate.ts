/**
 * Seeded simulation of the slot titles, a cross-check of the exact RTP (docs/games/slots.md):
 *   npx tsx providers/bgs/scripts/slots-simulate.ts [rounds per title = 10000000] [code …]
 * SEED=<n> picks another seeded stream (default 20261127).
 * Prints, per title, the simulated return with its 95 % interval next to the exact figure.
 */
import { slotRtp } from '../src/slots/rtp';
import { simulateTitle } from '../src/slots/simulate';
import { SLOT_TITLES } from '../src/slots/titles/index';

const [roundsArg, ...codes] = process.argv.slice(2);
const rounds = Number(roundsArg ?? 10_000_000);
const seed = Number(process.env.SEED ?? 20261127);
const titles = SLOT_TITLES.filter((t) => codes.length === 0 || codes.includes(t.code));
const pct = (x: number) => `${(x * 100).toFixed(3)} %`;
for (const title of titles) {
  const started = Date.now();
  const exact = slotRtp(title);
  const sim = simulateTitle(title, rounds, seed);
  const low = sim.rtp - 1.96 * sim.standardError;
  const high = sim.rtp + 1.96 * sim.standardError;
  console.log(
    [
      title.code.padEnd(15),
      `declared ${pct(title.declaredRtp)}`,
      `exact ${pct(exact.rtp)}`,
      `simulated ${pct(sim.rtp)} (95 % ${pct(low)} – ${pct(high)})`,
      `${low <= exact.rtp && exact.rtp <= high ? 'inside' : 'OUTSIDE'}`,
      `free spins 1 in ${(1 / sim.triggerRate).toFixed(1)} (exact ${(1 / exact.triggerChance).toFixed(1)})`,
      `max ${sim.maxMultiplier.toFixed(2)}×`,
      `seed ${seed}, ${rounds.toLocaleString('en')} rounds in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    ].join(' | '),
  );
}

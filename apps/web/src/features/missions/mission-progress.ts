import type { Mission } from '@fortuna/shared';
import { groupThousands, toMinor } from '../../lib/format-money';

/** What the member centre shows for a mission: in progress, ready to claim, or claimed today. */
export type MissionState = 'progress' | 'claimable' | 'claimed';

/** A mission's state from the server's flags. */
export function missionState(mission: Pick<Mission, 'completed' | 'claimed'>): MissionState {
  if (mission.claimed) return 'claimed';
  return mission.completed ? 'claimable' : 'progress';
}

/** A progress or target figure as a whole number of its unit: minor units for valid bet, a count for rounds. */
function units(metric: Mission['metric'], value: string): bigint {
  if (metric === 'valid_bet') return toMinor(value) ?? 0n;
  return /^\d+$/.test(value) ? BigInt(value) : 0n;
}

/** How far a mission has come, 0–100 (whole percent, rounded down, never through a float). */
export function progressPercent(mission: Pick<Mission, 'metric' | 'progress' | 'target'>): number {
  const target = units(mission.metric, mission.target);
  const progress = units(mission.metric, mission.progress);
  if (target <= 0n) return 100;
  const percent = (progress * 100n) / target;
  return Number(percent > 100n ? 100n : percent);
}

/** A figure of a mission as people read it: money with thousand separators, counts as they are. */
export function missionFigure(metric: Mission['metric'], value: string): string {
  return metric === 'valid_bet' ? groupThousands(value) : value;
}

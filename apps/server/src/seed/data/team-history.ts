/**
 * The members of agent01's demo team whose play, deposits and withdrawals fill the agent back
 * office's team reports (seed/team-history.ts): two weeks of a few rounds a day each.
 */
export const DEMO_TEAM_HISTORY = {
  usernames: ['player01', 'member02', 'member03', 'member04'],
  days: 14,
  roundsPerDay: 3,
} as const;

import '../missions-texts';
import { LeaderboardBoard } from './leaderboard-board';
import styles from './missions-section.module.css';
import { TodayMissions } from './today-missions';

/**
 * The member centre's "Missions & leaderboard" (spec §7 "mission summary and leaderboard (relay
 * MCSFE)"): today's missions with their progress and rewards to claim, then the leaderboard.
 */
export function MissionsSection() {
  return (
    <div className={styles.section}>
      <TodayMissions />
      <LeaderboardBoard />
    </div>
  );
}

import '../rebate-texts';
import { RebateHistory } from './rebate-history';
import { RebateNow } from './rebate-now';
import styles from './rebate-section.module.css';

/**
 * The member centre's "Manual rebate" (spec §6 manual-rebate module): the valid bets not yet
 * rebated per game category with the VIP level's rates and the claim, then the rebates paid.
 */
export function RebateSection() {
  return (
    <div className={styles.section}>
      <RebateNow />
      <RebateHistory />
    </div>
  );
}

import type { OpsSportsbookMatch, SportsbookMarketView } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../ui/badge';

const MATCH_TONES: Record<OpsSportsbookMatch['status'], BadgeTone> = {
  scheduled: 'info',
  live: 'success',
  finished: 'neutral',
  postponed: 'warning',
  cancelled: 'danger',
};

const MARKET_TONES: Record<SportsbookMarketView['status'], BadgeTone> = {
  open: 'success',
  suspended: 'warning',
  settled: 'neutral',
  void: 'danger',
};

/** A match's status as a badge. */
export function MatchStatus({ status, testId }: { status: OpsSportsbookMatch['status']; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge tone={MATCH_TONES[status]} testId={testId}>
      {t(`ops_sportsbook.status_${status}`)}
    </Badge>
  );
}

/** A market's status as a badge. */
export function MarketStatus({ status }: { status: SportsbookMarketView['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge tone={MARKET_TONES[status]} testId="ops-sb-market-status">
      {t(`ops_sportsbook.market_status_${status}`)}
    </Badge>
  );
}

/** A match's score as "2 - 1", or a dash before any. */
export function scoreText(match: Pick<OpsSportsbookMatch, 'score'>): string {
  return match.score ? `${match.score.home} - ${match.score.away}` : '—';
}

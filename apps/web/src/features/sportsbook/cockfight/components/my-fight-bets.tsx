import type { SportsbookBet, SportsbookBetPage } from '@fortuna/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopups } from '../../../../lib/popups';
import { useToken } from '../../../../lib/session';
import { Button, ButtonLink } from '../../../../ui/button';
import { EmptyState } from '../../../../ui/empty-state';
import { ErrorState } from '../../../../ui/error-state';
import { Skeleton } from '../../../../ui/skeleton';
import { TabPanel, Tabs } from '../../../../ui/tabs';
import { cockfightBets } from '../fight-board';
import { BetLine } from './bet-view';
import styles from './cockfight.module.css';

type List = 'open' | 'settled';
const LISTS: readonly List[] = ['open', 'settled'];

/**
 * The member's cockfight bets: Open (placing, pending, accepted) and Settled (with payouts), from
 * the newest of their sportsbook bets; a link to all of them. A guest is asked to log in.
 */
export function MyFightBets({
  queries,
  numbers,
}: {
  queries: Record<List, UseQueryResult<SportsbookBetPage>>;
  numbers: ReadonlyMap<string, number>;
}) {
  const { t } = useTranslation();
  const token = useToken();
  const { openPopup } = usePopups();
  const [list, setList] = useState<List>('open');
  const query = queries[list];
  const idBase = 'cockfight-bets';

  let body: React.ReactNode;
  if (!token) {
    body = (
      <EmptyState
        compact
        icon="Receipt"
        title={t('cockfight.bets.login')}
        action={
          <Button variant="primary" size="sm" onClick={() => openPopup('login')} data-testid="cockfight-bets-login">
            {t('cockfight.bets.login_button')}
          </Button>
        }
      />
    );
  } else if (query.isPending) {
    body = (
      <div className={styles.betSkeletons} aria-busy="true">
        <Skeleton className={styles.betSkeleton} />
        <Skeleton className={styles.betSkeleton} />
      </div>
    );
  } else if (query.isError) {
    body = <ErrorState compact error={query.error} onRetry={() => void query.refetch()} title={t('cockfight.bets.error')} />;
  } else {
    const bets: SportsbookBet[] = cockfightBets([query.data.rows]);
    body =
      bets.length === 0 ? (
        <EmptyState compact icon="Rooster" title={t(`cockfight.bets.empty_${list}`)} />
      ) : (
        <ul className={styles.betList} data-testid={`cockfight-bets-${list}`}>
          {bets.map((bet) => (
            <BetLine key={bet.betId} bet={bet} numbers={numbers} />
          ))}
        </ul>
      );
  }

  return (
    <section className={styles.panel} aria-labelledby="cockfight-bets-title" data-testid="cockfight-my-bets">
      <div className={styles.panelHead}>
        <h2 id="cockfight-bets-title" className={styles.panelTitle}>
          {t('cockfight.bets.title')}
        </h2>
        {token ? (
          <ButtonLink to="/sports/bets" size="sm" variant="ghost" data-testid="cockfight-all-bets">
            {t('cockfight.bets.all')}
          </ButtonLink>
        ) : null}
      </div>
      {token ? (
        <Tabs
          idBase={idBase}
          label={t('cockfight.bets.lists')}
          size="sm"
          variant="pills"
          value={list}
          onChange={setList}
          items={LISTS.map((id) => ({ id, label: <span data-testid={`cockfight-bets-tab-${id}`}>{t(`cockfight.bets.${id}`)}</span> }))}
        />
      ) : null}
      {token ? (
        <TabPanel idBase={idBase} id={list} className={styles.betsBody}>
          {body}
        </TabPanel>
      ) : (
        body
      )}
    </section>
  );
}

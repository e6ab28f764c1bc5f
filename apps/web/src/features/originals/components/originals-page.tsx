import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../ui/error-state';
import { Icon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/page-header';
import { CenteredSpinner } from '../../../ui/spinner';
import { useOriginalsState } from '../api/get-originals-state';
import { gameModule } from '../games';
import '../originals-texts';
import { GameShell } from './game-shell';
import styles from './originals-page.module.css';

/**
 * An in-house game: `/originals/:code` in the portal, and `/embed/originals/:code` alone in the
 * game popup's frame (the launch URL of vendor BGS), where it tells the portal when money moved.
 */
export function OriginalsPage({ embed = false }: { embed?: boolean }) {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  const module = gameModule(code);
  const state = useOriginalsState(code);
  const body = !module ? (
    <ErrorState error={new Error('originals_game_not_found')} title={t('errors.originals_game_not_found')} />
  ) : state.isPending ? (
    <CenteredSpinner />
  ) : state.isError ? (
    <ErrorState error={state.error} onRetry={() => void state.refetch()} />
  ) : module.Page ? (
    <module.Page key={code} state={state.data} onRefetch={() => void state.refetch()} />
  ) : (
    <GameShell key={code} module={module} state={state.data} onRefetch={() => void state.refetch()} />
  );
  if (embed) return <div className={styles.embed}>{body}</div>;
  return (
    <div className={styles.page} data-testid="originals-page">
      <PageHeader
        title={state.data?.game.name ?? t('originals.title')}
        subtitle={t('originals.subtitle')}
        icon="Dice"
        actions={
          <Link className={styles.link} to="/originals/verify">
            <Icon.Shield size={16} />
            {t('originals.verify_any')}
          </Link>
        }
      />
      {body}
    </div>
  );
}

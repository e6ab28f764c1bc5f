import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useMemberInfo } from '../lib/member-info';
import { useSession } from '../lib/session';
import { ButtonLink } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { ErrorState } from '../ui/error-state';
import { CenteredSpinner } from '../ui/spinner';

type RequireAuthProps = {
  children: ReactNode;
  redirectTo?: string;
  /** Spec §6: trial accounts are blocked from member and agent pages and real-money games. */
  trueAccount?: boolean;
};

/**
 * Spec §2 route guard: a route that needs a session renders only with a token; a guest is sent
 * (replace) to `redirectTo`, by default /login, which shows Home with the login popup. With
 * `trueAccount` a trial account sees the need-true-account message instead of the page.
 */
export function RequireAuth({ children, redirectTo = '/login', trueAccount = false }: RequireAuthProps) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  if (!session.token) return <Navigate to={redirectTo} replace state={{ from: location }} />;
  if (trueAccount && session.isTrial) {
    return (
      <div data-testid="trial-restricted-page">
        <EmptyState
          icon="Shield"
          title={t('auth.trial_title')}
          text={t('errors.in_need_true_account')}
          action={
            <ButtonLink to="/" variant="primary">
              {t('common.back_home')}
            </ButtonLink>
          }
        />
      </div>
    );
  }
  return children;
}

/** Spec §2: /agentHome "redirects to /agent if the user is not an agent", as the member info says. */
export function RequireAgent({ children }: { children: ReactNode }) {
  const info = useMemberInfo();
  if (info.data) return info.data.isAgent ? children : <Navigate to="/agent" replace />;
  if (info.isError) return <ErrorState error={info.error} onRetry={() => void info.refetch()} />;
  return <CenteredSpinner />;
}

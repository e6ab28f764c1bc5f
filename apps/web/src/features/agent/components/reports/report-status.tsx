import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api';
import { EmptyState } from '../../../../ui/empty-state';
import { ErrorState } from '../../../../ui/error-state';
import type { IconName } from '../../../../ui/icons';
import { CenteredSpinner } from '../../../../ui/spinner';

type ReportStatusProps<T> = {
  query: UseQueryResult<T>;
  /** Whether the answer has no rows. */
  isEmpty: (data: T) => boolean;
  icon: IconName;
  emptyTitle: string;
  emptyText: string;
  /** The username prefix searched: a team without it is "nobody found", not a failure. */
  search?: string;
  children: (data: T) => ReactNode;
};

/** A report's loading, failed, nobody-found and empty states, or its content once there is some. */
export function ReportStatus<T>({ query, isEmpty, icon, emptyTitle, emptyText, search, children }: ReportStatusProps<T>) {
  const { t } = useTranslation();
  if (query.isError && search && query.error instanceof ApiError && query.error.code === 'downline_not_found') {
    return (
      <EmptyState
        icon="Search"
        title={t('agentCentre.reports.no_match_title')}
        text={t('agentCentre.reports.no_match_text', { text: search })}
        compact
      />
    );
  }
  if (query.isError && !query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} compact />;
  if (!query.data) return <CenteredSpinner />;
  if (isEmpty(query.data)) return <EmptyState icon={icon} title={emptyTitle} text={emptyText} compact />;
  return <>{children(query.data)}</>;
}

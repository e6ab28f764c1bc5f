import './announcements-texts';
import {
  ANNOUNCEMENT_STATUSES,
  ANNOUNCEMENT_TYPES,
  type AnnouncementStatus,
  type AnnouncementType,
  type OpsAnnouncement,
} from '@fortuna/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/page-header';
import { Select } from '../../../ui/select';
import { can, useOpsMe } from '../api/ops-api';
import { type OpsSort, OpsTable, opsColumns } from '../components/ops-table';
import { AnnouncementEditor } from './announcement-editor';
import styles from './announcements.module.css';
import { useOpsAnnouncements } from './announcements-api';

const col = opsColumns<OpsAnnouncement>();
const PAGE_SIZE = 20;
const STATUS_TONE = { DRAFT: 'neutral', PUBLISHED: 'success', WITHDRAWN: 'warning' } as const;

/** The title in the operator's language, else English, else the first written. Plain text, never HTML. */
export function titleOf(row: Pick<OpsAnnouncement, 'title'>, language: string): string {
  return row.title[language] || row.title.en || Object.values(row.title)[0] || '';
}

/**
 * Announcements and notices (`content.read`; changes need `content.write`): the server-paged list
 * filtered by status and type, and the editor (languages, preview, schedule, audience, popup,
 * publish, withdraw, delete drafts). Decisions in docs/communications/announcements.md.
 */
export function AnnouncementsScreen() {
  const { t, i18n } = useTranslation();
  const me = useOpsMe();
  const writable = can(me.data, 'content.write');
  const [status, setStatus] = useState<AnnouncementStatus | ''>('');
  const [type, setType] = useState<AnnouncementType | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const [sort, setSort] = useState<OpsSort>({ sort: 'sort', order: 'asc' });
  const [editing, setEditing] = useState<OpsAnnouncement | 'new' | null>(null);
  const list = useOpsAnnouncements({
    status,
    type,
    pageNo,
    pageSize: PAGE_SIZE,
    sort: (sort.sort ?? 'sort') as 'sort' | 'updatedAt' | 'id',
    order: sort.order,
  });

  const columns = useMemo(
    () => [
      col.accessor('id', { header: () => '#' }),
      col.display({
        id: 'title',
        header: () => t('ops_announcements.title'),
        cell: (info) => (
          <span className={styles.titleCell}>
            {info.row.original.pinned ? <Icon.Star size={14} aria-label={t('ops_announcements.pinned')} /> : null}
            {titleOf(info.row.original, i18n.language)}
          </span>
        ),
      }),
      col.accessor('type', {
        header: () => t('ops_announcements.type'),
        cell: (info) => t(`ops_announcements.type_${info.getValue()}`),
        enableSorting: false,
      }),
      col.accessor('popup', {
        header: () => t('ops_announcements.popup'),
        cell: (info) => t(`ops_announcements.popup_${info.getValue()}`),
        enableSorting: false,
      }),
      col.accessor('audience', {
        header: () => t('ops_announcements.audience'),
        cell: (info) => {
          const row = info.row.original;
          if (row.audience === 'TEAM') return t('ops_announcements.audience_team_of', { agent: row.agentUsername ?? row.agentId });
          if (row.audience === 'VIP') return t('ops_announcements.audience_vip_of', { level: row.vipLevel });
          return t(`ops_announcements.audience_${row.audience}`);
        },
        enableSorting: false,
      }),
      col.accessor('status', {
        header: () => t('ops_announcements.status'),
        cell: (info) => <Badge tone={STATUS_TONE[info.getValue()]}>{t(`ops_announcements.status_${info.getValue()}`)}</Badge>,
        enableSorting: false,
      }),
      col.display({
        id: 'window',
        header: () => t('ops_announcements.schedule'),
        cell: (info) => {
          const row = info.row.original;
          if (!row.startsAt && !row.endsAt) return t('ops_announcements.always');
          return `${row.startsAt ? formatDateTime(row.startsAt) : '…'} → ${row.endsAt ? formatDateTime(row.endsAt) : '…'}`;
        },
      }),
      col.accessor('sort', { header: () => t('ops_announcements.sort') }),
      col.accessor('updatedAt', { header: () => t('ops_announcements.updated'), cell: (info) => formatDateTime(info.getValue()) }),
    ],
    [t, i18n.language],
  );

  return (
    <>
      <PageHeader title={t('ops_shell.section_announcements')} subtitle={t('ops_announcements.lead')} icon="Megaphone" />
      <div className={styles.filters}>
        <Field label={t('ops_announcements.status')}>
          {({ id }) => (
            <Select
              id={id}
              value={status}
              data-testid="ops-announcement-status-filter"
              onChange={(event) => {
                setStatus(event.target.value as AnnouncementStatus | '');
                setPageNo(1);
              }}
            >
              <option value="">{t('ops_announcements.all')}</option>
              {ANNOUNCEMENT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`ops_announcements.status_${value}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('ops_announcements.type')}>
          {({ id }) => (
            <Select
              id={id}
              value={type}
              data-testid="ops-announcement-type-filter"
              onChange={(event) => {
                setType(event.target.value as AnnouncementType | '');
                setPageNo(1);
              }}
            >
              <option value="">{t('ops_announcements.all')}</option>
              {ANNOUNCEMENT_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`ops_announcements.type_${value}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <OpsTable
        columns={columns}
        rows={list.data?.rows}
        total={list.data?.total}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPageChange={setPageNo}
        sort={sort}
        onSortChange={setSort}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        rowId={(row) => String(row.id)}
        onRowClick={(row) => setEditing(row)}
        caption={t('ops_shell.section_announcements')}
        emptyText={t('ops_announcements.empty')}
        testId="ops-announcements"
        toolbar={
          writable ? (
            <Button size="sm" onClick={() => setEditing('new')} data-testid="ops-announcement-new">
              <Icon.Plus size={16} /> {t('ops_announcements.new')}
            </Button>
          ) : null
        }
      />
      <AnnouncementEditor
        announcement={editing === 'new' ? null : editing}
        open={editing !== null}
        writable={writable}
        onClose={() => setEditing(null)}
        onSaved={(saved) => setEditing(saved)}
      />
    </>
  );
}

import type { MemberStatus, TeamMember } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { groupThousands } from '../../../lib/format-money';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Cell, DataTable, HeadCell } from '../../../ui/data-table';
import { Icon } from '../../../ui/icons';
import styles from './team-management.module.css';

const STATUS_TONE: Record<MemberStatus, BadgeTone> = { ACTIVE: 'success', FROZEN: 'warning', CLOSED: 'danger' };

/** A time as its date over its time of day, so the table stays narrow. */
function DateTime({ value }: { value: string }) {
  const [date, time] = formatDateTime(value).split(' ');
  return (
    <time dateTime={value} className={styles.stack}>
      <span>{date}</span>
      <span className={styles.muted}>{time}</span>
    </time>
  );
}

/** Whether a member has a team to open: an agent, or anyone with downlines of its own. */
export function hasTeam(member: TeamMember): boolean {
  return member.role === 'agent' || member.directCount > 0;
}

type TeamTableProps = {
  rows: readonly TeamMember[];
  /** Search results come from every depth: each row names its upline. */
  searching: boolean;
  onOpenTeam: (member: TeamMember) => void;
  onPrizeGroup: (member: TeamMember) => void;
  /** Offers a direct downline agent a contract; without it the row has no contract action. */
  onContract?: (member: TeamMember) => void;
  /** Transfers money to a direct downline; without it the row has no transfer action. */
  onTransfer?: (member: TeamMember) => void;
};

/**
 * One page of the team. A row with a team opens it when clicked (its "View team" button does the
 * same from the keyboard); only direct downlines offer the prize group action (spec: an agent sets
 * its direct downlines' groups).
 */
export function TeamTable({ rows, searching, onOpenTeam, onPrizeGroup, onContract, onTransfer }: TeamTableProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`agentCentre.team.${key}`);
  return (
    <DataTable
      caption={t('agentCentre.sections.team')}
      testId="team-table"
      head={
        <>
          <HeadCell>{label('member')}</HeadCell>
          <HeadCell>{label('role')}</HeadCell>
          <HeadCell>{label('status')}</HeadCell>
          <HeadCell numeric>{label('balance')}</HeadCell>
          <HeadCell numeric>{label('team_size')}</HeadCell>
          <HeadCell numeric>{label('prize_group')}</HeadCell>
          <HeadCell>{label('last_login')}</HeadCell>
          <HeadCell>{label('registered')}</HeadCell>
          <HeadCell>
            <span className="sr-only">{label('actions')}</span>
          </HeadCell>
        </>
      }
    >
      {rows.map((row) => {
        const openable = hasTeam(row);
        return (
          // A row click is a mouse shortcut; the row's "View team" button serves keyboards.
          <tr
            key={row.memberId}
            className={openable ? styles.openable : undefined}
            onClick={(event) => {
              if (openable && !(event.target as HTMLElement).closest('button, a')) onOpenTeam(row);
            }}
            data-testid="team-row"
            data-username={row.username}
            data-depth={row.depth}
          >
            <Cell label={label('member')}>
              <span className={styles.who}>
                <strong className={styles.username}>{row.username}</strong>
                <span className={styles.muted}>{row.nickname}</span>
                {searching && row.parentUsername ? (
                  <span className={styles.muted}>{t('agentCentre.team.upline', { name: row.parentUsername })}</span>
                ) : null}
              </span>
            </Cell>
            <Cell label={label('role')}>
              <Badge tone={row.role === 'agent' ? 'info' : 'neutral'} testId="team-role">
                {t(`agentCentre.team.roles.${row.role}`)}
              </Badge>
            </Cell>
            <Cell label={label('status')}>
              <Badge tone={STATUS_TONE[row.status]}>{t(`agentCentre.team.statuses.${row.status}`)}</Badge>
            </Cell>
            <Cell label={label('balance')} numeric data-testid="team-balance">
              {groupThousands(row.balance)}
            </Cell>
            <Cell label={label('team_size')} numeric>
              <span className={styles.stack}>
                <span data-testid="team-count">{row.teamCount}</span>
                {row.teamCount > 0 ? (
                  <span className={styles.muted}>{t('agentCentre.team.direct', { count: row.directCount })}</span>
                ) : null}
              </span>
            </Cell>
            <Cell label={label('prize_group')} numeric>
              <span className={styles.stack}>
                <span data-testid="team-series">{row.series}</span>
                {row.seriesAssigned ? null : <span className={styles.muted}>{label('default_group')}</span>}
              </span>
            </Cell>
            <Cell label={label('last_login')} className={styles.time}>
              {row.lastLoginAt ? <DateTime value={row.lastLoginAt} /> : <span className={styles.muted}>{label('never')}</span>}
            </Cell>
            <Cell label={label('registered')} className={styles.time}>
              <DateTime value={row.registeredAt} />
            </Cell>
            <Cell
              label={label('actions')}
              className={[styles.actionsCell, row.depth !== 1 && !openable && styles.noActions].filter(Boolean).join(' ')}
            >
              <span className={styles.actions}>
                {row.depth === 1 ? (
                  <Button size="sm" variant="outline" onClick={() => onPrizeGroup(row)} data-testid="team-prize-group">
                    <Icon.Trophy size={15} />
                    {label('set_prize_group')}
                    <span className="sr-only">{` ${row.username}`}</span>
                  </Button>
                ) : null}
                {row.depth === 1 && row.status === 'ACTIVE' && onTransfer ? (
                  <Button size="sm" variant="outline" onClick={() => onTransfer(row)} data-testid="team-transfer">
                    <Icon.Transfer size={15} />
                    {t('agentCentre.transfer.action')}
                    <span className="sr-only">{` ${row.username}`}</span>
                  </Button>
                ) : null}
                {row.depth === 1 && row.role === 'agent' && onContract ? (
                  <Button size="sm" variant="outline" onClick={() => onContract(row)} data-testid="team-contract">
                    <Icon.Shield size={15} />
                    {label('contract')}
                    <span className="sr-only">{` ${row.username}`}</span>
                  </Button>
                ) : null}
                {openable ? (
                  <Button size="sm" variant="secondary" onClick={() => onOpenTeam(row)} data-testid="team-open">
                    <Icon.Users size={15} />
                    {label('view_team')}
                    <span className="sr-only">{` ${row.username}`}</span>
                  </Button>
                ) : null}
              </span>
            </Cell>
          </tr>
        );
      })}
    </DataTable>
  );
}

import { type Invitation, LIMITS } from '@fortuna/shared';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { CopyButton } from '../../../ui/copy-button';
import { Icon } from '../../../ui/icons';
import { invitationLink, qrFileName } from '../invitation-link';
import { QrDownloadButton } from './qr-download-button';
import styles from './register-accounts.module.css';

type InvitationCardProps = {
  /** A code of the list, or the agent's fixed personal code (no role, group or record of its own). */
  invitation: Invitation | { code: string; personal: true };
  onDisable?: (invitation: Invitation) => void;
};

/**
 * One invitation code: its QR code (120 px, spec §9) and registration link with copy buttons, what
 * it gives who registers, how many did, and its actions (the printable QR, disable).
 */
export function InvitationCard({ invitation, onDisable }: InvitationCardProps) {
  const { t } = useTranslation();
  const link = invitationLink(window.location.origin, invitation.code);
  const personal = 'personal' in invitation;
  const active = personal || invitation.active;

  return (
    <li className={styles.invite} data-testid="invitation-card" data-code={invitation.code} data-active={active ? 'true' : 'false'}>
      <div className={styles.qr} data-muted={active ? undefined : 'true'} data-testid="invitation-qr">
        {active ? (
          <QRCodeSVG
            value={link}
            size={LIMITS.qrSizeOnSite}
            level="M"
            title={t('agentCentre.accounts.qr_for', { code: invitation.code })}
          />
        ) : (
          <Icon.Lock size={32} />
        )}
      </div>
      <div className={styles.inviteBody}>
        <div className={styles.inviteHead}>
          <strong className={styles.code} data-testid="invitation-code">
            {invitation.code}
          </strong>
          <CopyButton value={invitation.code} label={t('agentCentre.accounts.code_label')} testId="invitation-copy-code" />
          {personal ? (
            <Badge tone="info">{t('agentCentre.accounts.personal')}</Badge>
          ) : (
            <>
              <Badge tone={invitation.role === 'agent' ? 'info' : 'neutral'}>{t(`agentCentre.team.roles.${invitation.role}`)}</Badge>
              <Badge tone={invitation.active ? 'success' : 'neutral'} testId="invitation-status">
                {t(invitation.active ? 'agentCentre.accounts.active' : 'agentCentre.accounts.disabled')}
              </Badge>
            </>
          )}
        </div>
        {personal ? (
          <p className={styles.muted}>{t('agentCentre.accounts.personal_text')}</p>
        ) : (
          <dl className={styles.inviteFacts}>
            <div>
              <dt>{t('agentCentre.accounts.series')}</dt>
              <dd>{invitation.series ?? t('agentCentre.accounts.series_default_short')}</dd>
            </div>
            <div>
              <dt>{t('agentCentre.accounts.registrations')}</dt>
              <dd data-testid="invitation-registrations">{invitation.registrations}</dd>
            </div>
            <div>
              <dt>{t('agentCentre.accounts.created')}</dt>
              <dd>
                <time dateTime={invitation.createdAt}>{formatDateTime(invitation.createdAt)}</time>
              </dd>
            </div>
            {invitation.note ? (
              <div className={styles.noteFact}>
                <dt>{t('agentCentre.accounts.note')}</dt>
                <dd>{invitation.note}</dd>
              </div>
            ) : null}
          </dl>
        )}
        {active ? (
          <div className={styles.linkRow}>
            <span className="sr-only">{t('agentCentre.accounts.link_label')}</span>
            <code className={styles.link} data-testid="invitation-link">
              {link}
            </code>
            <CopyButton value={link} label={t('agentCentre.accounts.link_label')} testId="invitation-copy-link" />
          </div>
        ) : null}
        {!personal && invitation.disabledAt ? (
          <p className={styles.muted}>{t('agentCentre.accounts.disabled_at', { date: formatDateTime(invitation.disabledAt) })}</p>
        ) : null}
        {active ? (
          <div className={styles.inviteActions}>
            <QrDownloadButton value={link} fileName={qrFileName(invitation.code)} label={invitation.code} />
            {!personal && onDisable ? (
              <Button size="sm" variant="ghost" onClick={() => onDisable(invitation)} data-testid="invitation-disable">
                <Icon.Lock size={15} />
                {t('agentCentre.accounts.disable')}
                <span className="sr-only">{` ${invitation.code}`}</span>
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}

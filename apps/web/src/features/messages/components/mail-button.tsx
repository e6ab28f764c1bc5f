import '../messages-texts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import { useUnreadCount } from '../api/get-unread-count';
import styles from './messages.module.css';

/** The header's envelope (spec §2 "platform messages with badge"): opens the inbox; its badge is the unread count, live on NEW_MAIL. */
export function MailButton() {
  const { t } = useTranslation();
  const count = useUnreadCount().data ?? 0;
  return (
    <Link
      to="/member#messages"
      className={buttonClass({ variant: 'ghost', iconOnly: true }, styles.mailButton)}
      aria-label={count ? t('messages.header_button_count', { count }) : t('messages.header_button')}
      data-testid="header-messages"
    >
      <Icon.Mail size={20} />
      {count ? (
        <span className={styles.mailBadge} aria-hidden="true" data-testid="header-messages-badge">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}

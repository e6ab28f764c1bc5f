import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import styles from './invite-section.module.css';

/** Share the invite link: the device's own share sheet where there is one, and the messengers' share pages. */
export function ShareButtons({ link }: { link: string }) {
  const { t } = useTranslation();
  const text = t('referral.share_text');
  const encoded = encodeURIComponent(link);
  const targets = [
    { name: 'Telegram', icon: 'Send', href: `https://t.me/share/url?url=${encoded}&text=${encodeURIComponent(text)}` },
    { name: 'WhatsApp', icon: 'Whatsapp', href: `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}` },
    { name: 'Facebook', icon: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encoded}` },
  ] as const;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <div className={styles.share} data-testid="invite-share">
      {canShare ? (
        <Button size="sm" variant="secondary" onClick={() => void navigator.share({ title: text, url: link }).catch(() => undefined)}>
          <Icon.External size={15} />
          {t('referral.share')}
        </Button>
      ) : null}
      {targets.map((target) => {
        const Glyph = Icon[target.icon];
        return (
          <a
            key={target.name}
            className={styles.shareLink}
            href={target.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('referral.share_on', { name: target.name })}
          >
            <Glyph size={16} />
            <span>{target.name}</span>
          </a>
        );
      })}
    </div>
  );
}

import { type Resource, SOCIAL_RESOURCES } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons';
import styles from './footer.module.css';

const SOCIAL_ICON = {
  YOUTUBE: Icon.Youtube,
  FACEBOOK: Icon.Facebook,
  INSTAGRAM: Icon.Instagram,
  WHATSAPP: Icon.Whatsapp,
  MESSENGER: Icon.Messenger,
  TELEGRAM: Icon.Send,
} as const;

/** The configured social links, in the footer's order; unconfigured ones are left out. */
export function SocialLinks({ resources }: { resources: readonly Resource[] }) {
  const { t } = useTranslation();
  const links = SOCIAL_RESOURCES.flatMap((type) => {
    const resource = resources.find((entry) => entry.type === type && entry.url.trim());
    return resource ? [{ type, url: resource.url }] : [];
  });
  if (links.length === 0) return null;

  return (
    <ul className={styles.social} aria-label={t('footer.social')}>
      {links.map(({ type, url }) => {
        const Glyph = SOCIAL_ICON[type];
        const label = t(`social.${type}`);
        return (
          <li key={type}>
            <a
              className={styles.socialLink}
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${label} (${t('common.opens_new_tab')})`}
              title={label}
            >
              <Glyph size={18} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

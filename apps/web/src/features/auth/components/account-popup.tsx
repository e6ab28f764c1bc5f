import { imageUrl } from '../../../lib/image-cdn';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Icon, type IconName } from '../../../ui/icons';
import { type PopupBannerGroup, usePopupBanner } from '../api/get-popup-banner';
import styles from './account-popup.module.css';

type AccountPopupProps = {
  open: boolean;
  onClose: () => void;
  testId: string;
  bannerGroup: PopupBannerGroup;
  title: string;
  lead: string;
  perks: readonly { icon: IconName; text: string }[];
  switchPrompt: string;
  switchLabel: string;
  onSwitch: () => void;
};

/**
 * The frame shared by the login and register popups: the group's banner, the title and a short
 * line. The forms themselves arrive with the authentication issue.
 */
export function AccountPopup(props: AccountPopupProps) {
  const { open, onClose, testId, bannerGroup, title, lead, perks, switchPrompt, switchLabel, onSwitch } = props;
  const banner = usePopupBanner(bannerGroup, open);
  const media = banner.data ? <img className={styles.bannerImage} src={imageUrl(banner.data.url)} alt={banner.data.title} /> : undefined;

  return (
    <Dialog open={open} onClose={onClose} title={title} size="sm" testId={testId} media={media}>
      <p className={styles.lead}>{lead}</p>
      <ul className={styles.perks}>
        {perks.map((perk) => {
          const Glyph = Icon[perk.icon];
          return (
            <li key={perk.text} className={styles.perk}>
              <Glyph size={20} className={styles.perkIcon} />
              {perk.text}
            </li>
          );
        })}
      </ul>
      <p className={styles.switch}>
        {switchPrompt}
        <Button variant="outline" size="sm" onClick={onSwitch}>
          {switchLabel}
        </Button>
      </p>
    </Dialog>
  );
}

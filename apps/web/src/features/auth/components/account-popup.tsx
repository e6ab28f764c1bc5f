import type { ReactNode } from 'react';
import { imageUrl } from '../../../lib/image-cdn';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { type PopupBannerGroup, usePopupBanner } from '../api/get-popup-banner';
import styles from './account-popup.module.css';

type AccountPopupProps = {
  open: boolean;
  onClose: () => void;
  testId: string;
  bannerGroup: PopupBannerGroup;
  title: string;
  lead?: string;
  children: ReactNode;
  /** "No account yet? Register" and the like, under the form. */
  switchPrompt?: string;
  switchLabel?: string;
  onSwitch?: () => void;
  size?: 'sm' | 'md';
};

/** The frame of the account popups (login, register, forgot password): the group's banner, title, form, switch link. */
export function AccountPopup(props: AccountPopupProps) {
  const { open, onClose, testId, bannerGroup, title, lead, children, switchPrompt, switchLabel, onSwitch, size = 'sm' } = props;
  const banner = usePopupBanner(bannerGroup, open);
  const media = banner.data ? <img className={styles.bannerImage} src={imageUrl(banner.data.url)} alt={banner.data.title} /> : undefined;

  return (
    <Dialog open={open} onClose={onClose} title={title} size={size} testId={testId} media={media}>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
      {switchLabel && onSwitch ? (
        <p className={styles.switch}>
          {switchPrompt}
          <Button variant="outline" size="sm" onClick={onSwitch} data-testid={`${testId}-switch`}>
            {switchLabel}
          </Button>
        </p>
      ) : null}
    </Dialog>
  );
}

import { BUILT_IN_AVATARS, ICON_MAX_BYTES } from '@fortuna/shared';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { imageUrl } from '../../../lib/image-cdn';
import { useMemberInfo } from '../../../lib/member-info';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Icon } from '../../../ui/icons';
import { useToast } from '../../../ui/toast';
import { useChangeIcon } from '../api/profile-api';
import '../profile-texts';
import styles from './profile.module.css';

const AVATARS = Array.from({ length: BUILT_IN_AVATARS }, (_, i) => i + 1);

/** The member icon (spec §7 `/wps/member/info/icon`): one of the built-in avatars, or an uploaded PNG/JPG up to 2 MB. */
export function IconPicker() {
  const { t } = useTranslation();
  const info = useMemberInfo();
  const change = useChangeIcon();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const fileRef = useRef<HTMLInputElement>(null);
  const current = info.data?.iconUrl ?? '';

  const done = {
    onSuccess: () => toast.show(t('profile.icon_saved'), 'success'),
    onError: (error: unknown) => toast.show(errorMessage(error), 'error'),
  };

  function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > ICON_MAX_BYTES) {
      toast.show(t('errors.icon_too_large'), 'error');
      return;
    }
    change.mutate({ file }, done);
  }

  return (
    <Card className={styles.panel}>
      <h2 className={styles.heading}>
        <Icon.Star size={20} />
        {t('profile.icon_title')}
      </h2>
      <div className={styles.iconRow}>
        {current ? (
          <img
            className={styles.currentIcon}
            src={imageUrl(current)}
            alt={t('profile.icon_current')}
            width={72}
            height={72}
            data-testid="profile-icon-current"
          />
        ) : null}
        <div className={styles.iconActions}>
          <Button onClick={() => fileRef.current?.click()} disabled={change.isPending} data-testid="profile-icon-upload">
            <Icon.Plus size={16} />
            {t('profile.icon_upload')}
          </Button>
          <span className={styles.muted}>{t('profile.icon_upload_hint')}</span>
          <input ref={fileRef} type="file" accept="image/png,image/jpeg" hidden onChange={upload} data-testid="profile-icon-file" />
        </div>
      </div>
      <fieldset className={styles.avatars} aria-label={t('profile.icon_choose')} disabled={change.isPending}>
        {AVATARS.map((n) => {
          const path = `/demo/avatars/set-${n}.svg`;
          return (
            <button
              key={n}
              type="button"
              className={styles.avatarChoice}
              aria-pressed={current === path}
              aria-label={t('profile.icon_avatar', { n })}
              onClick={() => change.mutate({ avatar: n }, done)}
              data-testid={`profile-avatar-${n}`}
            >
              <img src={imageUrl(path)} alt="" width={48} height={48} loading="lazy" />
            </button>
          );
        })}
      </fieldset>
    </Card>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog';
import { Icon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { useImageBlob } from '../api/use-image-blob';
import styles from './feedback.module.css';

function Thumb({
  path,
  authorization,
  label,
  onOpen,
}: {
  path: string;
  authorization?: string | null;
  label: string;
  onOpen: (url: string) => void;
}) {
  const { t } = useTranslation();
  const image = useImageBlob(path, authorization);
  if (image.status === 'loading') return <Skeleton className={styles.thumb} />;
  if (image.status === 'error')
    return (
      <span className={`${styles.thumb} ${styles.thumbError}`} role="img" aria-label={t('feedback.image_error')}>
        <Icon.Alert size={18} />
      </span>
    );
  return (
    <button type="button" className={styles.thumbButton} onClick={() => onOpen(image.url)} aria-label={label} data-testid="feedback-image">
      <img src={image.url} alt={label} className={styles.thumb} />
    </button>
  );
}

/**
 * A feedback's images as thumbnails; one opens large in a dialog. `base` is the feedback's path
 * (`/wps/feedback/12` or `/ops/feedback/12`), `authorization` the operator's token in the back office.
 */
export function FeedbackImages({ base, imageIds, authorization }: { base: string; imageIds: number[]; authorization?: string | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  if (imageIds.length === 0) return null;
  return (
    <>
      <div className={styles.thumbs}>
        {imageIds.map((imageId, index) => (
          <Thumb
            key={imageId}
            path={`${base}/images/${imageId}`}
            authorization={authorization}
            label={t('feedback.image_alt', { n: index + 1 })}
            onOpen={setOpen}
          />
        ))}
      </div>
      <Dialog open={open !== null} onClose={() => setOpen(null)} title={t('feedback.image_title')} size="lg" testId="feedback-image-dialog">
        {open ? <img src={open} alt={t('feedback.image_title')} className={styles.large} /> : null}
      </Dialog>
    </>
  );
}

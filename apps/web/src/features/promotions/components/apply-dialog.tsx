import { PROMOTION_APPLICATION } from '@fortuna/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { newRequestId } from '../../../lib/request-id';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field, FormAlert, Textarea } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import { useToast } from '../../../ui/toast';
import { useApplyPromotion } from '../api/apply-promotion';
import styles from './promotions.module.css';

const ACCEPT = 'image/png,image/jpeg';

/** Why a picked file cannot go (the server checks the same by content): its type or its size. */
function fileProblem(file: File): 'image_type' | 'image_too_big' | null {
  if (!['image/png', 'image/jpeg'].includes(file.type)) return 'image_type';
  if (file.size > PROMOTION_APPLICATION.imageBytesMax) return 'image_too_big';
  return null;
}

type Props = { promotion: { id: number; title: string } | null; onClose: () => void };

/** An application (spec §5): a comment of at most 140 characters and up to three PNG/JPG images of 5 MB. */
export function ApplyDialog({ promotion, onClose }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const apply = useApplyPromotion();
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  // One request id per attempt: a retry of the same form after a lost answer is answered with the first.
  const [requestId, setRequestId] = useState(newRequestId);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileHint = useId();
  const length = comment.trim().length;

  const close = () => {
    setComment('');
    setImages([]);
    setProblem(null);
    setTouched(false);
    setRequestId(newRequestId());
    apply.reset();
    onClose();
  };

  const pick = (files: FileList | null) => {
    setProblem(null);
    const next = [...images];
    for (const file of Array.from(files ?? [])) {
      const issue = fileProblem(file);
      if (issue) {
        setProblem(t(`promotions.apply.${issue}`, { name: file.name }));
        continue;
      }
      if (next.length >= PROMOTION_APPLICATION.imagesMax) {
        setProblem(t('promotions.apply.too_many', { max: PROMOTION_APPLICATION.imagesMax }));
        break;
      }
      next.push(file);
    }
    setImages(next);
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!promotion || length < 1 || length > PROMOTION_APPLICATION.commentMax) return;
    apply.mutate(
      { promotionId: promotion.id, comment: comment.trim(), requestId, images },
      {
        onSuccess: () => {
          toast.show(t('promotions.apply.sent'), 'success');
          close();
        },
      },
    );
  };

  return (
    <Dialog
      open={promotion !== null}
      onClose={close}
      title={promotion ? t('promotions.apply.title', { title: promotion.title }) : ''}
      size="md"
      testId="promotion-apply"
    >
      <form className={styles.form} noValidate onSubmit={submit}>
        {apply.error ? <FormAlert testId="promotion-apply-error">{errorMessage(apply.error)}</FormAlert> : null}
        <Field
          label={t('promotions.apply.comment')}
          required
          error={touched && length < 1 ? t('promotions.apply.comment_required') : undefined}
          hint={t('promotions.apply.comment_hint', { count: length, max: PROMOTION_APPLICATION.commentMax })}
        >
          {({ id, invalid }) => (
            <Textarea
              id={id}
              invalid={invalid}
              rows={3}
              maxLength={PROMOTION_APPLICATION.commentMax}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              data-testid="promotion-apply-comment"
            />
          )}
        </Field>
        <div className={styles.files}>
          <strong>{t('promotions.apply.images')}</strong>
          <span id={fileHint} className={styles.muted}>
            {t('promotions.apply.images_hint', { max: PROMOTION_APPLICATION.imagesMax })}
          </span>
          {images.length > 0 ? (
            <ul className={styles.fileList} data-testid="promotion-apply-files">
              {images.map((file, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be picked twice; its place is its identity
                <li key={`${file.name}-${index}`}>
                  <span>{file.name}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    iconOnly
                    aria-label={t('promotions.apply.remove_image', { name: file.name })}
                    onClick={() => setImages(images.filter((_, i) => i !== index))}
                  >
                    <Icon.Close size={14} />
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          {images.length < PROMOTION_APPLICATION.imagesMax ? (
            <label className={styles.fileButton}>
              <Icon.Plus size={16} />
              <span>{t('promotions.apply.add_image')}</span>
              <input
                ref={fileInput}
                type="file"
                accept={ACCEPT}
                multiple
                className="sr-only"
                aria-describedby={fileHint}
                onChange={(e) => pick(e.target.files)}
                data-testid="promotion-apply-images"
              />
            </label>
          ) : null}
          {problem ? <FormAlert testId="promotion-apply-file-problem">{problem}</FormAlert> : null}
        </div>
        <div className={styles.actions}>
          <Button variant="ghost" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={apply.isPending} data-testid="promotion-apply-submit">
            <Icon.Send size={16} />
            {t('promotions.apply.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

import { FEEDBACK_LIMITS, FEEDBACK_TYPES, type FeedbackType } from '@fortuna/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Field, FormAlert, Textarea } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import { Select } from '../../../ui/select';
import { useToast } from '../../../ui/toast';
import { useSendFeedback } from '../api/feedback-api';
import styles from './feedback.module.css';

const ACCEPT = 'image/png,image/jpeg';

/** Why a picked file cannot go (the server checks the same by content): its type or its size. */
function fileProblem(file: File): 'image_type' | 'image_too_big' | null {
  if (!['image/png', 'image/jpeg'].includes(file.type)) return 'image_type';
  if (file.size > FEEDBACK_LIMITS.imageBytes) return 'image_too_big';
  return null;
}

/** A new feedback: its type, what happened (10–1,000 characters) and up to three PNG/JPG images of 5 MB. */
export function FeedbackForm({ onSent }: { onSent: (id: number) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const send = useSendFeedback();
  const [type, setType] = useState<FeedbackType | ''>('');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileHint = useId();

  const length = content.trim().length;
  const contentError =
    touched && (length < FEEDBACK_LIMITS.contentMin || length > FEEDBACK_LIMITS.contentMax)
      ? t('feedback.content_bounds', { min: FEEDBACK_LIMITS.contentMin, max: FEEDBACK_LIMITS.contentMax })
      : undefined;
  const typeError = touched && !type ? t('feedback.type_required') : undefined;

  const pick = (files: FileList | null) => {
    setProblem(null);
    const next = [...images];
    for (const file of Array.from(files ?? [])) {
      const issue = fileProblem(file);
      if (issue) {
        setProblem(t(`feedback.${issue}`, { name: file.name }));
        continue;
      }
      if (next.length >= FEEDBACK_LIMITS.images) {
        setProblem(t('feedback.too_many', { max: FEEDBACK_LIMITS.images }));
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
    if (!type || length < FEEDBACK_LIMITS.contentMin || length > FEEDBACK_LIMITS.contentMax) return;
    send.mutate(
      { type, content: content.trim(), images },
      {
        onSuccess: (sent) => {
          toast.show(t('feedback.sent'), 'success');
          setType('');
          setContent('');
          setImages([]);
          setTouched(false);
          onSent(sent.id);
        },
      },
    );
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} data-testid="feedback-form">
      {send.error ? <FormAlert testId="feedback-error">{errorMessage(send.error)}</FormAlert> : null}
      <Field label={t('feedback.type')} required error={typeError}>
        {({ id, invalid }) => (
          <Select
            id={id}
            invalid={invalid}
            value={type}
            onChange={(e) => setType(e.target.value as FeedbackType)}
            data-testid="feedback-type"
          >
            <option value="" disabled>
              {t('feedback.type_pick')}
            </option>
            {FEEDBACK_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`feedback.type_${value}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label={t('feedback.content')}
        required
        error={contentError}
        hint={t('feedback.content_hint', { count: length, max: FEEDBACK_LIMITS.contentMax })}
      >
        {({ id, invalid }) => (
          <Textarea
            id={id}
            invalid={invalid}
            rows={5}
            maxLength={FEEDBACK_LIMITS.contentMax}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            data-testid="feedback-content-input"
          />
        )}
      </Field>
      <div className={styles.files}>
        <span className={styles.filesLabel}>{t('feedback.images')}</span>
        <span id={fileHint} className={styles.hint}>
          {t('feedback.images_hint', { max: FEEDBACK_LIMITS.images })}
        </span>
        {images.length > 0 ? (
          <ul className={styles.fileList}>
            {images.map((file, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be picked twice; its place is its identity
              <li key={`${file.name}-${index}`}>
                <span className={styles.fileName}>{file.name}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  iconOnly
                  aria-label={t('feedback.remove_image', { name: file.name })}
                  onClick={() => setImages(images.filter((_, i) => i !== index))}
                >
                  <Icon.Close size={14} />
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {images.length < FEEDBACK_LIMITS.images ? (
          <label className={styles.fileButton}>
            <Icon.Plus size={16} />
            <span>{t('feedback.add_image')}</span>
            <input
              ref={fileInput}
              type="file"
              accept={ACCEPT}
              multiple
              className="sr-only"
              aria-describedby={fileHint}
              onChange={(e) => pick(e.target.files)}
              data-testid="feedback-images-input"
            />
          </label>
        ) : null}
        {problem ? <FormAlert testId="feedback-file-problem">{problem}</FormAlert> : null}
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={send.isPending} data-testid="feedback-send">
          <Icon.Send size={16} />
          {t('feedback.send')}
        </Button>
      </div>
    </form>
  );
}

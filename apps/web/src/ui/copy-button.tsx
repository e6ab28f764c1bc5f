import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../lib/clipboard';
import { Button } from './button';
import { Icon } from './icons';
import { MessageDialog } from './message-dialog';

/** Copies a value and says so in a dialog (spec §8 "Copy success dialog after copying"). */
export function CopyButton({ value, label, testId }: { value: string; label: string; testId?: string }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        iconOnly
        aria-label={t('common.copy_label', { label })}
        onClick={async () => setResult((await copyText(value)) ? 'copied' : 'failed')}
        data-testid={testId}
      >
        <Icon.Copy size={16} />
      </Button>
      <MessageDialog
        open={result !== null}
        title={t(result === 'failed' ? 'common.copy_failed_title' : 'common.copied_title')}
        message={result === 'failed' ? t('common.copy_failed_text') : t('common.copied_text', { label, value })}
        icon={result === 'failed' ? 'Alert' : 'Check'}
        tone={result === 'failed' ? 'warning' : 'info'}
        confirmLabel={t('common.ok')}
        onConfirm={() => setResult(null)}
        testId="copy-dialog"
      />
    </>
  );
}

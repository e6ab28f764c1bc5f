import { QRCodeCanvas } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadDataUrl, QR_SHEET_CODE_SIZE, qrSheetDataUrl } from '../../../lib/qr-sheet';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import { useToast } from '../../../ui/toast';

/** Saves an app's QR code as the spec's generator image (800 px PNG, 20 px margin, level M); the large code is drawn only when asked for. */
export function QrPngButton({ url, platform, fileName, testId }: { url: string; platform: string; fileName: string; testId?: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [drawing, setDrawing] = useState(false);
  const source = useRef<HTMLCanvasElement>(null);

  // The canvas draws itself in its own effect, which runs before this one.
  useEffect(() => {
    if (!drawing) return;
    if (source.current) {
      downloadDataUrl(qrSheetDataUrl(source.current), fileName);
      toast.show(t('download.saved_png'), 'success');
    }
    setDrawing(false);
  }, [drawing, fileName, t, toast]);

  return (
    <>
      <Button
        variant="ghost"
        block
        onClick={() => setDrawing(true)}
        disabled={drawing}
        aria-label={t('download.save_png_label', { platform })}
        data-testid={testId}
      >
        <Icon.Download size={16} />
        {t('download.save_png')}
      </Button>
      {drawing ? (
        <div hidden>
          <QRCodeCanvas ref={source} value={url} size={QR_SHEET_CODE_SIZE} level="M" marginSize={0} />
        </div>
      ) : null}
    </>
  );
}

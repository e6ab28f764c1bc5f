import { LIMITS } from '@fortuna/shared';
import { QRCodeCanvas } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import { useToast } from '../../../ui/toast';

const SIZE = LIMITS.qrDefaultSize;
const MARGIN = LIMITS.qrDefaultMargin;

/**
 * Draws a rendered QR canvas onto a white SIZE × SIZE image with a MARGIN px quiet zone (spec §9:
 * generator 800, margin 20, error correction M) and returns it as a PNG blob.
 */
export function composeQrPng(source: HTMLCanvasElement): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, SIZE, SIZE);
  context.imageSmoothingEnabled = false;
  context.drawImage(source, MARGIN, MARGIN, SIZE - 2 * MARGIN, SIZE - 2 * MARGIN);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/** Saves an app's QR code as an 800 px PNG (the spec's generator): the canvas is drawn only when asked for. */
export function QrPngButton({ url, platform, fileName, testId }: { url: string; platform: string; fileName: string; testId?: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [drawing, setDrawing] = useState(false);
  const source = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!drawing || !source.current) return;
    let cancelled = false;
    void composeQrPng(source.current).then((blob) => {
      if (cancelled) return;
      setDrawing(false);
      if (!blob) return;
      const href = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = href;
      link.download = fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
      toast.show(t('download.saved_png'), 'success');
    });
    return () => {
      cancelled = true;
    };
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
        <QRCodeCanvas
          ref={source}
          value={url}
          size={SIZE - 2 * MARGIN}
          level="M"
          marginSize={0}
          style={{ display: 'none' }}
          aria-hidden="true"
        />
      ) : null}
    </>
  );
}

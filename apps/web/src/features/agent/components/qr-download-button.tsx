import { LIMITS } from '@fortuna/shared';
import { QRCodeCanvas } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icons';

/**
 * Draws a QR code the size the spec's generator makes (800 px with a 20 px quiet zone, error
 * correction M) on a white square, as a PNG data URL.
 */
function printable(code: HTMLCanvasElement): string {
  const size = LIMITS.qrDefaultSize;
  const margin = LIMITS.qrDefaultMargin;
  const sheet = document.createElement('canvas');
  sheet.width = size;
  sheet.height = size;
  const context = sheet.getContext('2d');
  if (!context) return code.toDataURL('image/png');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.imageSmoothingEnabled = false;
  context.drawImage(code, margin, margin, size - 2 * margin, size - 2 * margin);
  return sheet.toDataURL('image/png');
}

/**
 * Downloads a link's QR code as a large PNG for print (spec §9: generator size 800, margin 20,
 * error correction M). The large code is drawn only when asked for, off screen.
 */
export function QrDownloadButton({ value, fileName, label }: { value: string; fileName: string; label: string }) {
  const { t } = useTranslation();
  const [drawing, setDrawing] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);

  // The canvas draws itself in its own effect, which runs before this one.
  useEffect(() => {
    if (!drawing) return;
    const canvas = canvasRef.current;
    if (canvas) {
      const link = document.createElement('a');
      link.href = printable(canvas);
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
    }
    setDrawing(false);
  }, [drawing, fileName]);

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setDrawing(true)} disabled={drawing} data-testid="invitation-qr-download">
        <Icon.Download size={15} />
        {t('agentCentre.accounts.download_qr')}
        <span className="sr-only">{` ${label}`}</span>
      </Button>
      {drawing ? (
        <div hidden>
          <QRCodeCanvas ref={canvasRef} value={value} size={LIMITS.qrDefaultSize - 2 * LIMITS.qrDefaultMargin} level="M" marginSize={0} />
        </div>
      ) : null}
    </>
  );
}

import { QRCodeCanvas } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadDataUrl, QR_SHEET_CODE_SIZE, qrSheetDataUrl } from '../../../lib/qr-sheet';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icons';

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
    if (canvas) downloadDataUrl(qrSheetDataUrl(canvas), fileName);
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
          <QRCodeCanvas ref={canvasRef} value={value} size={QR_SHEET_CODE_SIZE} level="M" marginSize={0} />
        </div>
      ) : null}
    </>
  );
}

import { LIMITS } from '@fortuna/shared';

/**
 * A rendered QR canvas as the spec's generator image (§9: 800 px, a 20 px white quiet zone, error
 * correction M chosen where the code is drawn): a PNG data URL of a white SIZE × SIZE square with
 * the code scaled, unsmoothed, into it. Used by every "save QR" button (invitations, app downloads).
 */
export function qrSheetDataUrl(code: HTMLCanvasElement): string {
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

/** The side of the code inside the sheet, for the QRCodeCanvas that draws it. */
export const QR_SHEET_CODE_SIZE = LIMITS.qrDefaultSize - 2 * LIMITS.qrDefaultMargin;

/** Hands a data URL to the browser as a download named `fileName`. */
export function downloadDataUrl(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

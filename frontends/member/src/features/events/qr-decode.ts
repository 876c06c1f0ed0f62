import jsQR from 'jsqr';

/**
 * QR decoding for the organiser's check-in scanner: one path for camera frames and photos (jsqr over
 * the pixels of a canvas). Only the lazily loaded scanner imports this module, so jsqr is never in a
 * start-up or page chunk.
 */

/** The widest image handed to the decoder: a phone photo is scaled down first (decoding stays quick). */
const MAX_SIDE = 1280;

export function decodeQr(image: ImageData): string | null {
  const found = jsQR(image.data, image.width, image.height, { inversionAttempts: 'attemptBoth' });
  return found?.data ? found.data : null;
}

/** Draws a source (a video frame, a decoded photo) on the canvas, scaled to fit, and decodes it. */
export function decodeDrawn(canvas: HTMLCanvasElement, source: CanvasImageSource, width: number, height: number): string | null {
  if (!width || !height) return null;
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(source, 0, 0, canvas.width, canvas.height);
  return decodeQr(ctx.getImageData(0, 0, canvas.width, canvas.height));
}

/** The QR code in a photo the organiser chose (null: none found). */
export async function decodeQrPhoto(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    return decodeDrawn(document.createElement('canvas'), bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

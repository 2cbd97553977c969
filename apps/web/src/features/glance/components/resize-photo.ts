import { PHOTO_MAX_SIDE } from '@fleetdesk/contract/vehicle-glance';

/** JPEG quality of a resized photo: about 150 to 300 KB at 1,280 px. */
const QUALITY = 0.85;

/** The size a photo is drawn at: its longest side at most `max`, never enlarged. */
export function fittedSize(width: number, height: number, max = PHOTO_MAX_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * A phone's photo (often 4,000 px and 5 MB) resized in the browser before it is sent: drawn on a
 * canvas at most PHOTO_MAX_SIDE on its longest side and written as a JPEG. No native library on
 * the server; the server still checks the type and size of what arrives.
 */
export async function resizePhoto(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = fittedSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot resize images.');
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be resized.'))),
        'image/jpeg',
        QUALITY,
      ),
    );
  } finally {
    bitmap.close();
  }
}

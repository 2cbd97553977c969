import { imageSize } from 'image-size';
import { inflateSync } from 'node:zlib';

export type PixelLimit = { maxPixels: number; maxSide: number };

/**
 * A picture's dimensions against `limit`, read from its header alone (nothing is decoded):
 * decoding is work the sender chooses, and a 987 KB PNG of 13,800 x 13,800 pixels took 2.6 GB and
 * 26 s. `unreadable`: the header names no size (no picture a browser could show either).
 */
export function pictureSize(
  data: Uint8Array,
  limit: PixelLimit,
): 'ok' | 'too large' | 'unreadable' {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(data);
  } catch {
    return 'unreadable';
  }
  const { width = 0, height = 0 } = size;
  if (width <= 0 || height <= 0) return 'unreadable';
  const fits =
    width <= limit.maxSide && height <= limit.maxSide && width * height <= limit.maxPixels;
  return fits ? 'ok' : 'too large';
}

/**
 * Whether a PNG's pixel data is a whole zlib stream of no more bytes than its header allows,
 * checked with Node's zlib before pdf-lib's decoder sees it: that decoder loops for ever on pixel
 * data that is not deflate (a 600 x 180 signature with spoilt data held the process).
 */
export function pngPixelDataInflates(png: Uint8Array): boolean {
  const bytes = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  const idat: Buffer[] = [];
  let width = 0;
  let height = 0;
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (data.length !== length) return false;
    if (type === 'IHDR' && length >= 8)
      [width, height] = [data.readUInt32BE(0), data.readUInt32BE(4)];
    if (type === 'IDAT') idat.push(data);
    if (type === 'IEND') break;
    at += 12 + length;
  }
  if (width === 0 || height === 0 || idat.length === 0) return false;
  // At most 8 bytes a pixel (16-bit RGBA) and a filter byte a row, twice over for interlacing.
  const most = 2 * height * (1 + width * 8);
  try {
    inflateSync(Buffer.concat(idat), { maxOutputLength: most });
    return true;
  } catch {
    return false;
  }
}

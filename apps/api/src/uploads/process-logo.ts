import { createHash } from 'node:crypto';
import type Sharp from 'sharp';
import type { Metadata, OutputInfo } from 'sharp';
import { HttpError } from '../errors/http-error';
import type { NewUpload } from '../repositories/ministries-repository';

/** Larger sides are refused before decoding: a small file can claim a huge canvas. */
export const LOGO_MAX_SIDE = 4096;
/** Stored logos are scaled down to this box; they are shown at a few dozen pixels. */
const STORED_MAX_SIDE = 512;

const formats = {
  png: {
    signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    type: 'image/png',
    ext: 'png',
  },
  jpeg: { signature: [0xff, 0xd8, 0xff], type: 'image/jpeg', ext: 'jpg' },
  gif: { signature: [0x47, 0x49, 0x46, 0x38], type: 'image/gif', ext: 'gif' },
} as const;
type LogoFormat = keyof typeof formats;

/** The format by the file's first bytes; names and declared types are the sender's word. */
function sniff(bytes: Buffer): LogoFormat | undefined {
  return (Object.keys(formats) as LogoFormat[]).find((format) =>
    formats[format].signature.every((byte, index) => bytes[index] === byte),
  );
}

const invalidLogo = () => new HttpError(400, 'invalid_logo', 'invalid_logo');

/**
 * sharp is loaded by the first logo, not at start: libvips was 7 MB of an idle server's
 * memory (148 -> 141 MB), and a ministry uploads a logo once or twice in its life.
 */
let loadedSharp: Promise<{ default: typeof Sharp }> | undefined;
const loadSharp = async () => (await (loadedSharp ??= import('sharp'))).default;

/**
 * Checks an uploaded logo and re-encodes it: JPG, PNG or GIF by content, complete (a
 * truncated file is refused), bounded dimensions. Re-encoding drops metadata (a phone
 * photo's location) and anything appended to the image.
 */
export async function processLogo(bytes: Buffer): Promise<NewUpload> {
  const format = sniff(bytes);
  if (!format) throw invalidLogo();
  const options = {
    failOn: 'truncated' as const,
    limitInputPixels: LOGO_MAX_SIDE * LOGO_MAX_SIDE,
    animated: format === 'gif',
  };
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // Only the header is read here, so no pixel limit: with one, sharp refuses a large
    // canvas before we can answer logo_dimensions. Decoding below keeps the limit.
    metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw invalidLogo();
  }
  if (metadata.format !== format) throw invalidLogo();
  const height = metadata.pageHeight ?? metadata.height;
  if (metadata.width > LOGO_MAX_SIDE || height > LOGO_MAX_SIDE)
    throw new HttpError(400, 'logo_dimensions', 'logo_dimensions', { max: LOGO_MAX_SIDE });

  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(bytes, options)
      .rotate()
      .resize({
        width: STORED_MAX_SIDE,
        height: STORED_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toFormat(format)
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw invalidLogo();
  }
  return {
    bytes: output.data,
    hash: createHash('sha256').update(output.data).digest('hex').slice(0, 16),
    content_type: formats[format].type,
    extension: formats[format].ext,
    width: output.info.width,
    height: output.info.pageHeight ?? output.info.height,
  };
}

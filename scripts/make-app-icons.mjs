// Draws the installable app's icons (apps/shell/public/icons) from the favicon's note, at the
// sizes browsers ask for. Run it when the favicon changes: `node scripts/make-app-icons.mjs`.
// The PNGs are committed, so builds need neither sharp nor this script.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const publicDir = join(import.meta.dirname, '..', 'apps', 'shell', 'public');
const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
const note = /<path d="([^"]+)"/.exec(favicon)?.[1];
if (!note) throw new Error('favicon.svg: no path found');
const purple = '#5b3cc4';

/** The note on the brand colour; `scale` shrinks it into a maskable icon's safe zone. */
const square = ({ rounded, scale }) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64"${rounded ? ' rx="14"' : ''} fill="${purple}"/>
<g transform="translate(32 32) scale(${scale}) translate(-32 -32)"><path d="${note}" fill="#fff"/></g>
</svg>`);

const icons = [
  // "any": the favicon as it is, transparent corners.
  { file: 'icon-192.png', size: 192, svg: square({ rounded: true, scale: 1 }) },
  { file: 'icon-512.png', size: 512, svg: square({ rounded: true, scale: 1 }) },
  // "maskable": full bleed, the note inside the central 80 % circle the platform may crop to.
  { file: 'maskable-192.png', size: 192, svg: square({ rounded: false, scale: 0.7 }) },
  { file: 'maskable-512.png', size: 512, svg: square({ rounded: false, scale: 0.7 }) },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, svg: square({ rounded: false, scale: 0.8 }) },
];

mkdirSync(join(publicDir, 'icons'), { recursive: true });
for (const { file, size, svg } of icons) {
  await sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(publicDir, 'icons', file));
  console.log(`icons/${file} ${size}×${size}`);
}

import { crc32 } from 'node:zlib';
import { LOGO_MAX_BYTES, type Ministry } from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, signedIn } from './accounts-fixtures';
import { buildTestApp } from './helper';
import { createMinistry, type SignedIn } from './ministry-fixtures';

type Format = 'png' | 'jpg' | 'gif';
const contentTypes = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif' } as const;
const sharpFormats = { png: 'png', jpg: 'jpeg', gif: 'gif' } as const;
const logoPathPattern = /^\/api\/uploads\/(\d+)-([0-9a-f]{16})\.(png|jpg|gif)$/;

/** A noisy image (noise keeps encoders from shrinking it to nothing). */
function image(format: Format, width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(sharpFormats[format])
    .toBuffer();
}

/** A PNG chunk with its length and CRC, as a decoder checks them. */
function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG of exactly `size` bytes: a private ancillary chunk before IEND carries the
 * padding, which decoders skip.
 */
function paddedPng(png: Buffer, size: number) {
  const iend = png.length - 12;
  const padding = size - png.length - 12;
  return Buffer.concat([
    png.subarray(0, iend),
    pngChunk('leVi', Buffer.alloc(padding, 7)),
    png.subarray(iend),
  ]);
}

/** A small PNG whose header claims another size; the header CRC is fixed so it parses. */
function pngClaiming(png: Buffer, width: number, height: number) {
  const patched = Buffer.from(png);
  patched.writeUInt32BE(width, 16);
  patched.writeUInt32BE(height, 20);
  patched.writeUInt32BE(crc32(patched.subarray(12, 29)), 29);
  return patched;
}

/** A form as a browser sends it, the file with the name and type the sender chose. */
async function form(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type: string },
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append('logo', new Blob([file.bytes], { type: file.type }), file.name);
  const request = new Request('http://levita.test', { method: 'POST', body });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

async function sendLogo(
  app: FastifyInstance,
  user: SignedIn,
  file: { bytes: Buffer; name: string; type: string },
  target: { ministryId: number } | 'create' = 'create',
) {
  const body = await form(target === 'create' ? { nome: 'Louvor' } : {}, file);
  return app.inject({
    method: target === 'create' ? 'POST' : 'PUT',
    url: target === 'create' ? '/api/ministerios' : `/api/ministerios/${target.ministryId}`,
    headers: { ...bearer(user.token), ...body.headers },
    payload: body.payload,
  });
}

const asFile = (bytes: Buffer, format: Format = 'png') => ({
  bytes,
  name: `logo.${format}`,
  type: contentTypes[format],
});

async function countRows(app: FastifyInstance, table: 'uploads' | 'ministries') {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function setup() {
  const app = await buildTestApp();
  const owner = await signedIn(app);
  return { app, owner };
}

/** Logos are public: <img> tags send no token. */
const fetchLogo = (app: FastifyInstance, path: string) => app.inject({ method: 'GET', url: path });

describe('logo uploads', () => {
  it.each(['png', 'jpg', 'gif'] as const)('stores a %s logo and serves it back', async (format) => {
    const { app, owner } = await setup();
    const response = await sendLogo(app, owner, asFile(await image(format, 40, 30), format));
    expect(response.statusCode, response.body).toBe(201);
    const { logo } = response.json<Ministry>();
    const [, , , extension] = logoPathPattern.exec(logo ?? '') ?? [];
    expect(extension).toBe(format);

    const served = await fetchLogo(app, logo!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(contentTypes[format]);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe(sharpFormats[format]);
    expect([metadata.width, metadata.height]).toEqual([40, 30]);
  });

  it('scales a large logo down to 512 pixels wide', async () => {
    const { app, owner } = await setup();
    const response = await sendLogo(app, owner, asFile(await image('png', 1000, 800)));
    const served = await fetchLogo(app, response.json<Ministry>().logo!);
    const { width, height } = await sharp(served.rawPayload).metadata();
    expect(width).toBe(512);
    expect(height).toBeLessThanOrEqual(512);
    expect(height).toBe(410);
  });

  it('drops the metadata of the uploaded file (EXIF of a phone photo)', async () => {
    const { app, owner } = await setup();
    const photo = await sharp(await image('jpg', 40, 30))
      .withExif({ IFD0: { Copyright: 'Ana Souza', ImageDescription: 'at home' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await sendLogo(app, owner, asFile(photo, 'jpg'));
    const served = await fetchLogo(app, response.json<Ministry>().logo!);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Ana Souza'))).toBe(false);
  });

  it('accepts a file of exactly the size limit', async () => {
    const { app, owner } = await setup();
    const bytes = paddedPng(await image('png', 16, 16), LOGO_MAX_BYTES);
    expect(bytes.length).toBe(LOGO_MAX_BYTES);
    const response = await sendLogo(app, owner, asFile(bytes));
    expect(response.statusCode, response.body).toBe(201);
    expect(await countRows(app, 'uploads')).toBe(1);
  });
});

describe('refused logos', () => {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
  );
  const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
  const invalid = 'Envie uma imagem JPG, PNG ou GIF válida.';
  const dimensions = 'A imagem deve ter no máximo 4096 × 4096 pixels.';

  const attacks: [string, () => Promise<Buffer>, string, string][] = [
    ['an SVG named logo.png', async () => svg, 'invalid_logo', invalid],
    ['an HTML page named logo.png', async () => html, 'invalid_logo', invalid],
    [
      'a truncated PNG',
      async () => {
        const png = await image('png', 64, 64);
        return png.subarray(0, png.length / 2);
      },
      'invalid_logo',
      invalid,
    ],
    [
      'a PNG of 5000 × 5000 pixels',
      () =>
        sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      'logo_dimensions',
      dimensions,
    ],
    [
      'a small PNG whose header claims 100000 × 100000 pixels',
      async () => pngClaiming(await image('png', 8, 8), 100_000, 100_000),
      'logo_dimensions',
      dimensions,
    ],
  ];

  it.each(attacks)('refuses %s with 400 and stores nothing', async (_label, bytes, error, text) => {
    const { app, owner } = await setup();
    const response = await sendLogo(app, owner, asFile(await bytes()));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, message: text });
    expect(await countRows(app, 'uploads')).toBe(0);
    expect(await countRows(app, 'ministries')).toBe(0);
  });

  it('refuses a file one byte over 2 MB with 413 and stores nothing', async () => {
    const { app, owner } = await setup();
    const bytes = paddedPng(await image('png', 16, 16), LOGO_MAX_BYTES + 1);
    const response = await sendLogo(app, owner, asFile(bytes));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'logo_too_large',
      message: 'A imagem deve ter no máximo 2 MB.',
    });
    expect(await countRows(app, 'uploads')).toBe(0);
    expect(await countRows(app, 'ministries')).toBe(0);
  });

  it('refuses a logo sent as a text field', async () => {
    const { app, owner } = await setup();
    const body = await form({ nome: 'Louvor', logo: 'data:image/png;base64,iVBORw0KGgo=' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/ministerios',
      headers: { ...bearer(owner.token), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_logo' });
    expect(await countRows(app, 'ministries')).toBe(0);
  });

  it('keeps the current logo when a replacement is refused', async () => {
    const { app, owner } = await setup();
    const ministry = await createMinistry(app, owner, {
      logo: new Blob([await image('png', 8, 8)]),
    });
    const response = await sendLogo(app, owner, asFile(svg), { ministryId: ministry.id });
    expect(response.statusCode).toBe(400);
    expect(await countRows(app, 'uploads')).toBe(1);
    expect((await fetchLogo(app, ministry.logo!)).statusCode).toBe(200);
  });
});

describe('replacing a logo', () => {
  it('gives the new logo a new name and deletes the old one', async () => {
    const { app, owner } = await setup();
    const ministry = await createMinistry(app, owner, {
      logo: new Blob([await image('png', 8, 8)]),
    });
    const response = await sendLogo(app, owner, asFile(await image('gif', 12, 12), 'gif'), {
      ministryId: ministry.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<Ministry>();
    expect(updated.logo).toMatch(logoPathPattern);
    expect(updated.logo).not.toBe(ministry.logo);
    expect(updated.nome).toBe(ministry.nome);

    expect((await fetchLogo(app, ministry.logo!)).statusCode).toBe(404);
    expect((await fetchLogo(app, updated.logo!)).statusCode).toBe(200);
    expect(await countRows(app, 'uploads')).toBe(1);
  });
});

describe('GET /api/uploads/:name', () => {
  it('answers 404 for unknown and malformed names', async () => {
    const { app, owner } = await setup();
    const ministry = await createMinistry(app, owner, {
      logo: new Blob([await image('png', 8, 8)]),
    });
    const [, id, hash] = logoPathPattern.exec(ministry.logo!)!;
    const otherHash = hash!.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    const names = [
      `${Number(id) + 1}-${hash}.png`,
      `${id}-${otherHash}.png`,
      `${id}-${hash}.jpg`,
      `${id}-${hash!.toUpperCase()}.png`,
      `${id}-${hash}.png.html`,
      `${id}-${hash}`,
      'logo.png',
      '..%2F..%2Fetc%2Fpasswd',
    ];
    // An all-digit hash has no upper case: skip a name that happens to be the real one.
    for (const name of names.filter((name) => `/api/uploads/${name}` !== ministry.logo)) {
      const response = await fetchLogo(app, `/api/uploads/${name}`);
      expect(response.statusCode, name).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    }
    expect((await fetchLogo(app, ministry.logo!)).statusCode).toBe(200);
  });
});

import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminTestApp, body, managerToken, staff } from '../../../../../tests/helpers/admin.ts';
import { createManager, createService } from '../../../../../tests/helpers/factories.ts';
import { multipart, type Part } from '../../../../../tests/helpers/multipart.ts';
import type { FirmSettingsAnswer, Logo, Picture } from '../../../../shared/schemas/brand.ts';
import type { PublicManager } from '../../../../shared/schemas/manager.ts';

const ctx = adminTestApp();

const FIRM = {
  firmName: 'Acme Recruiting',
  addresses: ['Rue Neuve 1, 1000 Brussels'],
  phones: ['+32 2 000 00 00', '+32 3 000 00 00'],
  email: 'hello@acme.example.com',
  networkUrl: 'https://www.linkedin.com/company/acme-example',
  copyrightHolder: 'Acme Recruiting SRL',
  dpo: { name: 'DPO, Acme', email: 'dpo@acme.example.com', address: 'Rue Neuve 1, 1000 Brussels' },
};

const ALT = { 'alt.fr': 'Portrait de Jan', 'alt.en': 'Portrait of Jan', 'alt.nl': 'Portret van Jan' };

/** A camera-like JPEG with EXIF orientation 6 (turned) and GPS coordinates. */
const cameraJpeg = (width = 1600, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: '#4a7' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 50/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 21/1 0/1' },
    })
    .toBuffer();

async function send(url: string, parts: Part[], token = ctx.admin.token) {
  const { body: payload, contentType } = multipart(parts);
  return ctx.t.app.inject({
    method: 'POST',
    url,
    headers: { ...ctx.t.xsrf, authorization: token, 'content-type': contentType },
    payload,
  });
}
/** A PNG of a header (IHDR), a few bytes of pixels and an end: what a decompression bomb declares, in 1 KB. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const fields = (values: Record<string, string>): Part[] =>
  Object.entries(values).map(([name, value]) => ({ name, value }));
const file = (data: Buffer, fileName = 'photo.jpg', contentType = 'image/jpeg'): Part => ({
  name: 'file',
  data,
  fileName,
  contentType,
});

describe('firm settings and brand (issue 30 item 3)', () => {
  it('GET shows the file values until saved; PUT saves; the public configuration and page titles follow', async () => {
    const first = body<FirmSettingsAnswer>(await ctx.admin.get('/api/settings/firm'));
    expect(first).toMatchObject({ saved: false, firmName: 'Northwind Talent', brand: { primaryColor: null } });

    const saved = await ctx.admin.send('PUT', '/api/settings/firm', FIRM);
    expect(saved.statusCode).toBe(200);
    expect(body(saved)).toMatchObject({ ...FIRM, saved: true });
    expect(body(await ctx.admin.get('/api/settings/firm'))).toMatchObject({ ...FIRM, saved: true });

    const config = body(await ctx.t.app.inject({ method: 'GET', url: '/assets/configs/app_config.json' }));
    expect(config).toMatchObject({ firmName: 'Acme Recruiting', email: 'hello@acme.example.com', dpo: FIRM.dpo });
    // Fields the settings do not edit stay the file's.
    expect(config).toMatchObject({ defaultLanguage: 'en' });
  });

  it('refuses invalid details naming the fields, and keeps what was saved', async () => {
    const res = await ctx.admin.send('PUT', '/api/settings/firm', {
      ...FIRM,
      firmName: '',
      phones: ['+32 2 000 00 00'],
      networkUrl: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      error: {
        fields: { firmName: 'validation.required', phones: 'validation.twoPhones', networkUrl: 'validation.url' },
      },
    });
    expect(body(await ctx.admin.get('/api/settings/firm'))).toMatchObject({ firmName: 'Acme Recruiting' });
  });

  it('saves a colour that passes WCAG AA; the public configuration carries it', async () => {
    const res = await ctx.admin.send('PUT', '/api/settings/brand', { primaryColor: '#1D4E89' });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ brand: { primaryColor: '#1d4e89' } });
    const config = body(await ctx.t.app.inject({ method: 'GET', url: '/assets/configs/app_config.json' }));
    expect(config).toMatchObject({ brand: { primaryColor: '#1d4e89' } });
  });

  it('refuses a colour failing contrast with 400 naming the pair, and keeps the saved one', async () => {
    const res = await ctx.admin.send('PUT', '/api/settings/brand', { primaryColor: '#ffd43b' });
    expect(res.statusCode).toBe(400);
    const error = body<{ error: { message: string; fields: Record<string, string> } }>(res).error;
    expect(error.fields).toEqual({ primaryColor: 'validation.contrast.whiteOnPrimary' });
    expect(error.message).toMatch(/whiteOnPrimary \(#ffffff on #ffd43b: 1\.\d+:1\)/);
    expect(error.message).toContain('primaryOnWhite');
    // A mid grey-blue that fails only against the light grey sections is named for that pair.
    const grey = await ctx.admin.send('PUT', '/api/settings/brand', { primaryColor: '#727a84' });
    expect(body<{ error: { message: string } }>(grey).error.message).toMatch(/primaryOnGrey/);
    expect((await ctx.admin.send('PUT', '/api/settings/brand', { primaryColor: 'blue' })).statusCode).toBe(400);
    expect(body(await ctx.admin.get('/api/settings/firm'))).toMatchObject({ brand: { primaryColor: '#1d4e89' } });
  });

  it('is ADMIN only', async () => {
    const manager = staff(ctx.t, await managerToken(ctx.t, ctx.admin, 'brand.manager'));
    expect((await manager.get('/api/settings/firm')).statusCode).toBe(403);
    expect((await manager.send('PUT', '/api/settings/brand', { primaryColor: '#1d4e89' })).statusCode).toBe(403);
    expect((await send('/api/settings/logo', [file(await cameraJpeg(64, 64))], manager.token)).statusCode).toBe(403);
  });
});

describe('logo (issue 30 item 3)', () => {
  const svg = (inner: string) =>
    Buffer.from(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="120" height="40">${inner}</svg>`);

  it('takes a clean SVG, makes the favicon from it, and the pages and configuration use it', async () => {
    const res = await send('/api/settings/logo', [
      file(svg('<rect width="120" height="40" fill="#1d4e89"/>'), 'logo.svg', 'image/svg+xml'),
    ]);
    expect(res.statusCode).toBe(200);
    const logo = body<Logo>(res);
    expect(logo.src).toMatch(/^\/media\/[\w-]{22}\.svg$/);
    expect(logo.favicon).toMatch(/^\/media\/[\w-]{22}\.png$/);
    const favicon = await ctx.t.app.inject({ method: 'GET', url: logo.favicon });
    expect(favicon.statusCode).toBe(200);
    expect(await sharp(favicon.rawPayload).metadata()).toMatchObject({ format: 'png', width: 32, height: 32 });
    const served = await ctx.t.app.inject({ method: 'GET', url: logo.src });
    expect(served.headers['content-type']).toContain('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    const config = body(await ctx.t.app.inject({ method: 'GET', url: '/assets/configs/app_config.json' }));
    expect(config).toMatchObject({ brand: { logo: { favicon: logo.favicon } } });
  });

  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['a namespaced script', '<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>'],
    ['an event handler', '<rect width="10" height="10" onload="alert(1)"/>'],
    ['an external reference', '<image href="https://evil.example.com/x.png" width="10" height="10"/>'],
    ['an external reference', '<rect style="fill:url(https://evil.example.com/p)" width="1" height="1"/>'],
    ['embedded HTML', '<foreignObject><div>x</div></foreignObject>'],
  ])('refuses an SVG carrying %s (400 naming file), keeping the logo', async (_what, inner) => {
    const before = body<FirmSettingsAnswer>(await ctx.admin.get('/api/settings/firm')).brand.logo;
    const res = await send('/api/settings/logo', [file(svg(inner), 'logo.svg', 'image/svg+xml')]);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ error: { fields: { file: 'validation.svgUnsafe' } } });
    expect(body<FirmSettingsAnswer>(await ctx.admin.get('/api/settings/firm')).brand.logo).toEqual(before);
  });

  it('refuses what is not a picture (415) and an empty file (400)', async () => {
    const text = await send('/api/settings/logo', [file(Buffer.from('%PDF-1.4 not a logo'), 'logo.png', 'image/png')]);
    expect(text.statusCode).toBe(415);
    const empty = await send('/api/settings/logo', [file(Buffer.alloc(0), 'logo.png', 'image/png')]);
    expect(empty.statusCode).toBe(400);
    expect(body(empty)).toMatchObject({ error: { fields: { file: 'validation.required' } } });
  });
});

describe('photos (issue 30 item 4)', () => {
  it('a manager photo: sizes in WebP and JPEG, turned upright, no EXIF or GPS; immutable hashed addresses', async () => {
    const manager = await createManager(ctx.t.app, { firstName: 'Jan', lastName: 'Peeters', showOnSite: true });
    const res = await send(`/api/managers/${manager.id}/photo`, [...fields(ALT), file(await cameraJpeg(), 'jan.jpg')]);
    expect(res.statusCode).toBe(200);
    const photo = body<Picture>(res);
    // 1600 x 1200 with orientation 6 is a 1200 x 1600 portrait; the largest size is 480 wide.
    expect(photo).toMatchObject({ width: 480, height: 640, alt: { fr: 'Portrait de Jan', en: 'Portrait of Jan' } });
    expect(photo.sources.map((s) => s.type)).toEqual(['image/webp']);
    for (const s of photo.sources)
      expect(s.srcset.split(', ').map((e) => e.split(' ')[1])).toEqual(['160w', '320w', '480w']);
    expect(photo.srcset).toMatch(
      /^\/media\/[\w-]{22}\.jpg 160w, \/media\/[\w-]{22}\.jpg 320w, \/media\/[\w-]{22}\.jpg 480w$/,
    );

    const urls = [...photo.sources.flatMap((s) => s.srcset.split(', ')), ...photo.srcset.split(', ')].map(
      (e) => e.split(' ')[0]!,
    );
    expect(urls).toHaveLength(6);
    for (const url of urls) {
      const served = await ctx.t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(meta.height > meta.width).toBe(true);
      expect(`.${meta.format}`).toMatch(/webp|jpeg/);
    }
    expect((await ctx.t.app.inject({ method: 'GET', url: '/media/AAAAAAAAAAAAAAAAAAAAAA.jpg' })).statusCode).toBe(404);

    // The public team shows it with its box and alternative texts.
    const team = body<PublicManager[]>(await ctx.t.app.inject({ method: 'GET', url: '/public/api/managers' }));
    expect(team.find((m) => m.id === manager.id)?.photo).toMatchObject({
      width: 480,
      height: 640,
      src: expect.stringMatching(/^\/media\//) as unknown,
    });
  });

  it('a PNG named .jpg is judged by its bytes; a service photo has the service sizes', async () => {
    const service = await createService(ctx.t.app);
    const png = await sharp({ create: { width: 900, height: 600, channels: 4, background: '#3366cc80' } })
      .png()
      .toBuffer();
    const res = await send(`/api/services/${service.id}/photo`, [...fields(ALT), file(png, 'photo.jpg', 'image/jpeg')]);
    expect(res.statusCode).toBe(200);
    // 900 wide: the service's 400 and 800, and the photo's own 900 (never enlarged to 1200).
    expect(body<Picture>(res)).toMatchObject({ width: 900, height: 600 });
    const list = body<{ id: number; photo: Picture | null }[]>(
      await ctx.t.app.inject({ method: 'GET', url: '/public/api/services' }),
    );
    expect(list.find((s) => s.id === service.id)?.photo?.srcset).toContain('400w');
  });

  it('requires the three alternative texts, naming each missing one', async () => {
    const manager = await createManager(ctx.t.app);
    const res = await send(`/api/managers/${manager.id}/photo`, [
      { name: 'alt.fr', value: 'Portrait' },
      file(await cameraJpeg(200, 200)),
    ]);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      error: { fields: { 'alt.en': 'validation.required', 'alt.nl': 'validation.required' } },
    });
  });

  it('refuses a corrupt or empty picture (400), an SVG photo (415), a pixel bomb (400), an unknown record (404)', async () => {
    const manager = await createManager(ctx.t.app);
    const url = `/api/managers/${manager.id}/photo`;
    const jpeg = await cameraJpeg(400, 300);
    const corrupt = Buffer.concat([jpeg.subarray(0, 400), Buffer.alloc(2000, 7)]);
    const bad = await send(url, [...fields(ALT), file(corrupt)]);
    expect(bad.statusCode).toBe(400);
    expect(body(bad)).toMatchObject({ error: { fields: { file: 'validation.imageCorrupt' } } });
    expect((await send(url, [...fields(ALT), file(Buffer.alloc(0))])).statusCode).toBe(400);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await send(url, [...fields(ALT), file(svg, 'x.svg', 'image/svg+xml')])).statusCode).toBe(415);
    // A PNG whose header declares 30,000 x 30,000 pixels (900 MP) in a few bytes: refused from its header.
    const bomb = pngHeader(30_000, 30_000);
    const refused = await send(url, [...fields(ALT), file(bomb, 'bomb.png', 'image/png')]);
    expect(refused.statusCode).toBe(400);
    expect(body(refused)).toMatchObject({ error: { fields: { file: 'validation.imageTooManyPixels' } } });
    expect((await send('/api/managers/999999/photo', [...fields(ALT), file(jpeg)])).statusCode).toBe(404);
    // Nothing was stored for any of these.
    expect(body<{ photo: unknown }>(await ctx.admin.get(`/api/managers/${manager.id}`)).photo).toBeNull();
  });

  it('a hero photo shows in the public configuration; a new photo replaces the old one', async () => {
    const first = body<Picture>(
      await send('/api/settings/hero-photo', [...fields(ALT), file(await cameraJpeg(2400, 1600))]),
    );
    expect(first.width).toBe(1600);
    const again = body<Picture>(
      await send('/api/settings/hero-photo', [...fields(ALT), file(await cameraJpeg(1000, 800))]),
    );
    const config = body<{ brand: { hero: Picture } }>(
      await ctx.t.app.inject({ method: 'GET', url: '/assets/configs/app_config.json' }),
    );
    expect(config.brand.hero.src).toBe(again.src);
    expect((await ctx.t.app.inject({ method: 'GET', url: first.src })).statusCode).toBe(404);
  });
});

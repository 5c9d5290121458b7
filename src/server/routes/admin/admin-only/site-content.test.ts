import { describe, expect, it } from 'vitest';
import type { SiteContentItem, SiteContentVersion } from '../../../../shared/schemas/site-content.ts';
import { SITE_CONTENT } from '../../../../shared/site-content/registry.ts';
import { adminTestApp, body, managerToken, staff } from '../../../../../tests/helpers/admin.ts';
import { appConfigFile } from '../../../app-config.ts';

const ctx = adminTestApp();
const list = async () => body<{ items: SiteContentItem[] }>(await ctx.admin.get('/api/site-content')).items;
const item = async (key: string) => (await list()).find((i) => i.key === key)!;
const catalog = async (lang: string) =>
  body<{ siteContent: { texts: Record<string, string>; fallbacks: Record<string, string> } }>(
    await ctx.t.app.inject({ method: 'GET', url: `/assets/i18n/${lang}.json` }),
  ).siteContent;

describe('site content: drafts, publish, versions, restore (issue 30)', () => {
  it('lists every key of the registry with its three languages, published (first start) and no draft', async () => {
    const items = await list();
    expect(items.map((i) => i.key)).toEqual(SITE_CONTENT.map((e) => e.key));
    const title = items.find((i) => i.key === 'home.hero.title')!;
    expect(title).toMatchObject({ required: true, format: 'plain', maxLength: 120, draft: null });
    expect(title.published.version).toBe(0);
    expect(title.published.en).toBe('The right people for the work that matters');
    // The firm's name is a placeholder in the texts, filled from the firm settings where the page shows it.
    expect(items.find((i) => i.key === 'home.aboutus.p1')!.published.en).toContain('{{firmName}}');
  });

  it('saves a draft that visitors do not see until it is published, then as version 1', async () => {
    const texts = { fr: 'Les bonnes personnes', en: 'The right people, drafted', nl: 'De juiste mensen' };
    const saved = await ctx.admin.send('PUT', '/api/site-content/home.hero.title', texts);
    expect(saved.statusCode).toBe(200);
    expect(body<SiteContentItem>(saved).draft).toMatchObject({ ...texts, savedBy: 'admin' });
    expect((await catalog('en')).texts['home.hero.title']).toBe('The right people for the work that matters');

    const published = await ctx.admin.send('POST', '/api/site-content/publish', {
      keys: ['home.hero.title', 'home.hero.lead'],
    });
    expect(published.statusCode).toBe(200);
    // home.hero.lead had no draft: left as it was.
    expect(body(published)).toEqual({ published: ['home.hero.title'] });
    const after = await item('home.hero.title');
    expect(after.draft).toBeNull();
    expect(after.published).toMatchObject({ ...texts, version: 1, publishedBy: 'admin' });
    expect((await catalog('en')).texts['home.hero.title']).toBe('The right people, drafted');
    expect((await catalog('nl')).texts['home.hero.title']).toBe('De juiste mensen');
  });

  it('keeps the versions with who and when, and restores one as a draft', async () => {
    const second = { fr: 'Deuxième', en: 'Second', nl: 'Tweede' };
    await ctx.admin.send('PUT', '/api/site-content/home.hero.title', second);
    await ctx.admin.send('POST', '/api/site-content/publish', { keys: ['home.hero.title'] });
    const versions = body<{ items: SiteContentVersion[] }>(
      await ctx.admin.get('/api/site-content/home.hero.title/versions'),
    ).items;
    expect(versions.map((v) => v.version)).toEqual([2, 1, 0]);
    expect(versions[0]).toMatchObject({ ...second, editedBy: 'admin', publishedBy: 'admin' });
    expect(versions[0]!.publishedAt).toMatch(/^\d{4}-/);
    expect(versions[2]).toMatchObject({ en: 'The right people for the work that matters', publishedBy: null });

    const restored = await ctx.admin.send('POST', '/api/site-content/home.hero.title/restore', { version: 1 });
    expect(restored.statusCode).toBe(200);
    expect(body<SiteContentItem>(restored).draft).toMatchObject({ en: 'The right people, drafted' });
    // Restored as a draft: the site still shows version 2 until it is published.
    expect((await catalog('en')).texts['home.hero.title']).toBe('Second');
    await ctx.admin.send('POST', '/api/site-content/publish', { keys: ['home.hero.title'] });
    expect((await catalog('en')).texts['home.hero.title']).toBe('The right people, drafted');
    expect((await item('home.hero.title')).published.version).toBe(3);
    // The versions say where a restored one came from; an edit after a restore is an edit.
    const afterRestore = body<{ items: SiteContentVersion[] }>(
      await ctx.admin.get('/api/site-content/home.hero.title/versions'),
    ).items;
    expect(afterRestore.map((v) => [v.version, v.restoredFrom])).toEqual([
      [3, 1],
      [2, null],
      [1, null],
      [0, null],
    ]);
    await ctx.admin.send('POST', '/api/site-content/home.hero.title/restore', { version: 2 });
    await ctx.admin.send('PUT', '/api/site-content/home.hero.title', { ...second, en: 'Second, edited' });
    await ctx.admin.send('POST', '/api/site-content/publish', { keys: ['home.hero.title'] });
    const edited = body<{ items: SiteContentVersion[] }>(
      await ctx.admin.get('/api/site-content/home.hero.title/versions'),
    ).items;
    expect(edited[0]).toMatchObject({ version: 4, en: 'Second, edited', restoredFrom: null });

    expect((await ctx.admin.send('POST', '/api/site-content/home.hero.title/restore', { version: 9 })).statusCode).toBe(
      404,
    );
  });

  it('refuses an empty required text and a text too long, naming the key, the language and the limit', async () => {
    const empty = await ctx.admin.send('PUT', '/api/site-content/home.hero.title', {
      fr: 'Titre',
      en: '  ',
      nl: 'Titel',
    });
    expect(empty.statusCode).toBe(400);
    expect(body<{ error: { message: string; fields: Record<string, string> } }>(empty).error).toMatchObject({
      message: expect.stringContaining('home.hero.title (en)') as string,
      fields: { en: 'validation.required' },
    });
    // A rich text without words is empty too.
    const emptyRich = await ctx.admin.send('PUT', '/api/site-content/privacy.recipients', {
      fr: '<p> </p>',
      en: '<p>x</p>',
      nl: '<p>x</p>',
    });
    expect(emptyRich.statusCode).toBe(400);
    expect(body<{ error: { fields: Record<string, string> } }>(emptyRich).error.fields).toEqual({
      fr: 'validation.required',
    });

    const long = await ctx.admin.send('PUT', '/api/site-content/home.hero.title', {
      fr: 'Titre',
      en: 'Title',
      nl: 'x'.repeat(121),
    });
    expect(long.statusCode).toBe(400);
    const error = body<{ error: { message: string; fields: Record<string, string> } }>(long).error;
    expect(error.message).toContain('home.hero.title (nl)');
    expect(error.message).toContain('at most 120 characters');
    expect(error.fields).toEqual({ nl: 'validation.tooLong' });
    // Nothing half-saved.
    expect((await item('home.hero.title')).draft).toBeNull();

    // A rich text's limit counts what a visitor reads: its tags do not count, an entity counts one character.
    const linked = (n: number) =>
      `<p><a href="https://example.com/${'x'.repeat(200)}">${'a'.repeat(n - 1)}&amp;</a></p>`;
    const p1 = SITE_CONTENT.find((e) => e.key === 'home.aboutus.p1')!;
    const fits = await ctx.admin.send('PUT', '/api/site-content/home.aboutus.p1', {
      fr: linked(p1.maxLength),
      en: 'x',
      nl: 'x',
    });
    expect(fits.statusCode).toBe(200);
    const over = await ctx.admin.send('PUT', '/api/site-content/home.aboutus.p1', {
      fr: linked(p1.maxLength + 1),
      en: 'x',
      nl: 'x',
    });
    expect(over.statusCode).toBe(400);
    expect(body<{ error: { message: string } }>(over).error.message).toContain(
      `at most ${p1.maxLength} characters, ${p1.maxLength + 1} given`,
    );

    expect((await ctx.admin.send('PUT', '/api/site-content/no.such.key', { fr: '', en: '', nl: '' })).statusCode).toBe(
      404,
    );
    const unknown = await ctx.admin.send('POST', '/api/site-content/publish', { keys: ['no.such.key'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('no.such.key');
    expect((await ctx.admin.send('PUT', '/api/site-content/home.hero.lead', { fr: 'x' })).statusCode).toBe(400);
  });

  it('sanitises rich texts: paragraphs, bold, links and lists stay; scripts, handlers and styles go', async () => {
    const dirty =
      '<p onclick="x()">Hello <strong>bold</strong> <a href="javascript:alert(1)">bad</a> <a href="https://example.com" style="color:red">good</a></p><script>alert(1)</script><ul><li>one</li></ul><img src=x onerror=alert(1)>';
    const saved = body<SiteContentItem>(
      await ctx.admin.send('PUT', '/api/site-content/home.aboutus.p2', { fr: dirty, en: dirty, nl: dirty }),
    );
    expect(saved.draft!.en).toBe(
      '<p>Hello <strong>bold</strong> <a>bad</a> <a href="https://example.com" rel="noopener noreferrer">good</a></p><ul><li>one</li></ul>',
    );
  });

  it('shows the firm default language, marked, where a language is missing, and the firm name from the settings', async () => {
    await ctx.admin.send('PUT', '/api/site-content/home.aboutus.lead', { fr: '', en: 'We are {{firmName}}.', nl: '' });
    await ctx.admin.send('POST', '/api/site-content/publish', { keys: ['home.aboutus.lead'] });
    const fr = await catalog('fr');
    expect(fr.texts['home.aboutus.lead']).toBe(`We are ${appConfigFile().firmName}.`);
    expect(fr.fallbacks['home.aboutus.lead']).toBe('en');
    expect((await catalog('en')).fallbacks['home.aboutus.lead']).toBeUndefined();
  });

  it('previews the drafts for ADMIN only', async () => {
    await ctx.admin.send('PUT', '/api/site-content/home.team.lead', {
      fr: 'Brouillon',
      en: 'Draft lead',
      nl: 'Concept',
    });
    const preview = await ctx.admin.get('/api/site-content/preview?lang=en');
    expect(preview.statusCode).toBe(200);
    expect(body<{ texts: Record<string, string> }>(preview).texts['home.team.lead']).toBe('Draft lead');
    expect((await catalog('en')).texts['home.team.lead']).not.toBe('Draft lead');
  });

  it('is for ADMIN only: a MANAGER gets 403 on every call, a visitor 401', async () => {
    const manager = staff(ctx.t, await managerToken(ctx.t, ctx.admin));
    const texts = { fr: 'a', en: 'b', nl: 'c' };
    const calls = [
      manager.get('/api/site-content'),
      manager.get('/api/site-content/preview?lang=en'),
      manager.send('PUT', '/api/site-content/home.hero.title', texts),
      manager.send('POST', '/api/site-content/publish', { keys: ['home.hero.title'] }),
      manager.get('/api/site-content/home.hero.title/versions'),
      manager.send('POST', '/api/site-content/home.hero.title/restore', { version: 0 }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(403);
    const anonymous = await ctx.t.app.inject({ method: 'GET', url: '/api/site-content' });
    expect(anonymous.statusCode).toBe(401);
    expect((await item('home.hero.title')).published.en).not.toBe('b');
  });
});

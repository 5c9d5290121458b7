import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_DIR } from '../../src/server/paths.ts';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** Text that would run, break out of HTML or SQL, or expand in a replacement string, if anything mishandled it. */
const HOSTILE = {
  title: `<img src=x onerror="window.__xss='title'"> '; DROP TABLE jobs; -- $' $& $$ {{7*7}}`,
  description: `</p><script>window.__xss='description'</script><b>bold?</b> " ' \` \\u003c & &amp; OR 1=1 --`,
};

describe('HTML and SQL fragments are stored and answered as plain text', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_FORM_RATE_LIMIT: '0' });
  });
  afterAll(() => t.close());

  it('round-trips through the admin and the public API unchanged', async () => {
    const authorization = await t.login();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/job/add',
      headers: { ...t.xsrf, authorization },
      payload: { title: HOSTILE.title, descriptionEn: HOSTILE.description, technicalSkills: HOSTILE.title },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const admin = await t.app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers: { authorization } });
    expect(admin.json()).toMatchObject({ title: HOSTILE.title, descriptionEn: HOSTILE.description });
    const pub = await t.app.inject({ method: 'GET', url: `/public/api/job/${id}` });
    expect(pub.json()).toMatchObject({ title: HOSTILE.title, descriptionEn: HOSTILE.description });
    const search = await t.app.inject({
      method: 'GET',
      url: `/public/api/jobs?keyword=${encodeURIComponent("' OR 1=1 --")}`,
    });
    expect(search.statusCode).toBe(200);
  });

  it('keeps a visitor’s message as sent (contact form)', async () => {
    const message = `${HOSTILE.description}\nline two`;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/public/api/contact',
      headers: t.xsrf,
      payload: { firstName: 'Eve', lastName: "O'Hara", email: 'eve@example.com', phone: '+32470123456', message },
    });
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json<{ id: number }>();
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/contacts/${id}`,
      headers: { authorization: await t.login() },
    });
    expect(read.json()).toMatchObject({ message, lastName: "O'Hara" });
  });
});

describe('in the browser, such text shows literally and nothing runs', () => {
  let site: RunningSite;
  let jobId: number;
  beforeAll(async () => {
    if (!existsSync(join(CLIENT_DIR, 'index.html'))) {
      throw new Error(`no built client in ${CLIENT_DIR}: run npm run build:client (or set HIREFRAME_CLIENT_DIR)`);
    }
    site = await startSite({ PUBLIC_FORM_RATE_LIMIT: '0' });
    const login = await fetch(`${site.baseURL}/api/health`);
    const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]!);
    const xsrf = {
      cookie: cookies.join('; '),
      'x-xsrf-token': cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.slice(11),
    };
    const token = await (
      await fetch(`${site.baseURL}/api/token`, {
        method: 'POST',
        headers: { ...xsrf, 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'hireframe-demo' }),
      })
    ).text();
    const created = await fetch(`${site.baseURL}/api/job/add`, {
      method: 'POST',
      headers: { ...xsrf, authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ title: HOSTILE.title, descriptionEn: HOSTILE.description }),
    });
    jobId = ((await created.json()) as { id: number }).id;
  });
  afterAll(() => site?.close());

  it('serves the page head with the text escaped', async () => {
    const html = await (await fetch(`${site.baseURL}/jobs/${jobId}?lang=en`)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title).toContain('&lt;img src=x onerror=');
    expect(title).toContain('$&#39; $&amp; $$');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>window.__xss');
    // The page is the app's page once, head and body, whatever the text held.
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });

  it('shows the title and description as text on the job page, and runs no script from them', async () => {
    const { context, page } = await site.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`/jobs/${jobId}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(HOSTILE.title);
    await expect.poll(() => page.locator('main').innerText()).toContain('<script>window.__xss');
    expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
    expect(await page.locator('main img[src="x"], main script, main b').count()).toBe(0);
    expect(dialogs).toEqual([]);
    await context.close();
  });
});

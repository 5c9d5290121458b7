import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob, newMarker } from '../../../../tests/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';

const SITE = 'https://jobs.northwind.example';

// Issue 26, item 13: every link in mails, the canonical tags and the sitemap pointed to http://localhost:3000.
let t: TestApp;
let openId: number;
beforeAll(async () => {
  t = await createTestApp({ SITE_URL: `${SITE}/`, PUBLIC_CACHE_MB: '0' });
  openId = (await createJob(t.app, newMarker())).id;
});
afterAll(() => t.close());

/** Every absolute http(s) address in `text`. */
const links = (text: string) => [...text.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((m) => m[0]);
/** The addresses that lead to the product itself (not schema.org, the firm's network, ...). */
const ours = (text: string) =>
  links(text).filter((l) => !/schema\.org|sitemaps\.org|w3\.org|linkedin|facebook|twitter|instagram/.test(l));

describe('SITE_URL is the address of every link that leaves the product', () => {
  it('the sitemap and robots.txt', async () => {
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`<loc>${SITE}/jobs/${openId}?lang=fr</loc>`);
    expect(ours(sitemap).filter((l) => !l.startsWith(`${SITE}/`))).toEqual([]);
    const robots = (await t.app.inject({ method: 'GET', url: '/robots.txt' })).body;
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('the canonical and language links and the JSON-LD of a page, whatever Host the request names', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/jobs/${openId}?lang=en`,
      headers: { accept: 'text/html', host: 'evil.example' },
    });
    expect(res.body).toContain(`<link rel="canonical" href="${SITE}/jobs/${openId}?lang=en" />`);
    expect(res.body).toContain(`hreflang="nl" href="${SITE}/jobs/${openId}?lang=nl"`);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(ours(head).filter((l) => !l.startsWith(`${SITE}/`) && l !== SITE)).toEqual([]);
    expect(res.body).not.toContain('localhost');
    expect(res.body).not.toContain('evil.example');
  });

  it("the links of the mails: the sender's My data link and the staff's link to the record", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/public/api/contact',
      headers: t.xsrf,
      payload: {
        firstName: 'Anne',
        lastName: 'Dupont',
        email: 'anne.site-url@example.com',
        phone: '+32475123456',
        message: 'Could you call me back?',
        website: '',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const admin = await t.login();
    const mails = (
      await t.app.inject({
        method: 'GET',
        url: `/api/contacts/${res.json<{ id: number }>().id}/mails`,
        headers: { authorization: admin },
      })
    ).json<{ id: number; template: string }[]>();
    expect(mails.length).toBeGreaterThanOrEqual(2);
    for (const mail of mails) {
      const content = (
        await t.app.inject({ method: 'GET', url: `/api/outbox/${mail.id}`, headers: { authorization: admin } })
      ).json<{ html: string; text: string }>();
      const found = ours(`${content.html} ${content.text}`);
      expect(found.length, mail.template).toBeGreaterThan(0);
      expect(
        found.filter((l) => !l.startsWith(`${SITE}/`)),
        mail.template,
      ).toEqual([]);
    }
  });

  it('the runtime configuration the client reads', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/assets/configs/app_config.json' })).json<{
      siteUrl: string;
    }>();
    expect(config.siteUrl).toBe(SITE);
  });
});

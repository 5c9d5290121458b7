import { parseFeed } from '@rowanmanning/feed-parser';
import { eq } from 'drizzle-orm';
// The XML parser @rowanmanning/feed-parser is built on: it reads the aggregator feed, which is neither RSS nor Atom.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob, firmDayFromNow, newMarker } from '../../../../tests/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { jobs } from '../../db/schema/index.ts';

/** The job feeds (issue 31 item 2, docs/decisions/0061): RSS, Atom and the aggregator XML, parsed back. */
describe('job feeds', () => {
  let t: TestApp;
  const marker = newMarker();
  let open: Awaited<ReturnType<typeof createJob>>;
  let paid: Awaited<ReturnType<typeof createJob>>;

  beforeAll(async () => {
    t = await createTestApp();
    open = await createJob(t.app, `${marker} open`, {
      title: `Open <${marker}> & co`,
      descriptionFr: `Description française ${marker}`,
      descriptionsNl: '',
      employmentType: 'PART_TIME',
    });
    paid = await createJob(t.app, `${marker} paid`, {
      title: `Paid ${marker}`,
      rate: '€600–700/day',
      jobRef: `R-${marker}`,
    });
    await createJob(t.app, `${marker} hidden`, { title: `Hidden ${marker}`, displayJob: false });
    await createJob(t.app, `${marker} expired`, {
      title: `Expired ${marker}`,
      endApplicationDate: firmDayFromNow(t.app, -1),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('serves RSS 2.0 in the language asked, only the published open jobs, with utm_ links', async () => {
    const res = await get('/feeds/jobs.rss?lang=fr');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const feed = parseFeed(res.body);
    expect(feed.language).toBe('fr');
    const titles = feed.items.map((i) => i.title);
    expect(titles).toContain(`Open <${marker}> & co`);
    expect(titles).toContain(`Paid ${marker}`);
    expect(titles.some((x) => x?.includes('Hidden') || x?.includes('Expired'))).toBe(false);
    const item = feed.items.find((i) => i.title === `Open <${marker}> & co`)!;
    expect(item.url).toMatch(new RegExp(`/jobs/${open.id}\\?lang=fr&utm_source=rss&utm_medium=feed$`));
    expect(item.description).toContain(`Description française ${marker}`);
    // Dutch falls back to a description that exists.
    const nl = parseFeed((await get('/feeds/jobs.rss?lang=nl')).body);
    expect(nl.items.find((i) => i.title === `Open <${marker}> & co`)!.description).toContain(marker);
  });

  it('serves Atom 1.0 with the same jobs', async () => {
    const res = await get('/feeds/jobs.atom?lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const feed = parseFeed(res.body);
    expect(feed.meta.type).toBe('atom');
    const item = feed.items.find((i) => i.title === `Paid ${marker}`)!;
    expect(item.url).toContain(`/jobs/${paid.id}?lang=en&utm_source=atom&utm_medium=feed`);
    expect(item.published).toBeInstanceOf(Date);
    expect(feed.items.map((i) => i.title)).not.toContain(`Hidden ${marker}`);
  });

  it('serves the aggregator XML in the Indeed schema, salary only where paid', async () => {
    const res = await get('/feeds/jobs.xml');
    expect(res.statusCode).toBe(200);
    expect(XMLValidator.validate(res.body)).toBe(true);
    const parsed = new XMLParser({ isArray: (name) => name === 'job' }).parse(res.body) as {
      source: { publisher: string; job: Record<string, string>[] };
    };
    expect(parsed.source.publisher).toBeTruthy();
    const byTitle = new Map(parsed.source.job.map((j) => [j.title, j]));
    const paidJob = byTitle.get(`Paid ${marker}`)!;
    expect(paidJob).toMatchObject({
      referencenumber: `R-${marker}`,
      city: 'Brussels',
      country: 'BE',
      jobtype: 'fulltime',
      category: 'IT',
      salary: '€600–700/day',
    });
    expect(paidJob.url).toContain(`/jobs/${paid.id}?lang=en&utm_source=indeed&utm_medium=feed`);
    expect(new Date(paidJob.date!).getTime()).toBe(Math.floor(paid.creationDate.getTime() / 1000) * 1000);
    expect(paidJob.description).toContain(marker);
    const openJob = byTitle.get(`Open <${marker}> & co`)!;
    expect(openJob.jobtype).toBe('parttime');
    expect(openJob).not.toHaveProperty('salary');
    expect(byTitle.has(`Hidden ${marker}`)).toBe(false);
    expect(byTitle.has(`Expired ${marker}`)).toBe(false);
  });

  it('answers 304 to its ETag, and a job hidden meanwhile leaves every feed', async () => {
    for (const url of ['/feeds/jobs.rss?lang=en', '/feeds/jobs.atom?lang=en', '/feeds/jobs.xml?lang=en']) {
      const first = await get(url);
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
    }
    await t.app.db.update(jobs).set({ displayJob: false }).where(eq(jobs.id, paid.id));
    // The public cache is dropped on the change (migration 0007's NOTIFY); wait for it to be heard.
    await expect
      .poll(async () => (await get('/feeds/jobs.rss?lang=en')).body.includes(`Paid ${marker}`), { timeout: 5000 })
      .toBe(false);
    for (const url of ['/feeds/jobs.atom?lang=en', '/feeds/jobs.xml?lang=en'])
      expect((await get(url)).body).not.toContain(`Paid ${marker}`);
  });

  it('carries a description as the text the site shows, never as markup (issue 44 item 19)', async () => {
    const hostile = [
      `Hostile ${marker} <script>alert('rss')</script>`,
      `<iframe src="https://evil.example/"></iframe> and <a href="javascript:alert(1)">click</a> & more`,
    ].join('\n');
    const job = await createJob(t.app, `${marker} hostile`, { title: `Hostile ${marker}`, descriptionEn: hostile });
    const xml = new XMLParser({ ignoreAttributes: true, isArray: (name) => ['item', 'entry', 'job'].includes(name) });
    const rss = xml.parse((await get('/feeds/jobs.rss?lang=en')).body) as {
      rss: { channel: { item: Record<string, string>[] } };
    };
    const atom = xml.parse((await get('/feeds/jobs.atom?lang=en')).body) as {
      feed: { entry: Record<string, string>[] };
    };
    const indeed = xml.parse((await get('/feeds/jobs.xml?lang=en')).body) as {
      source: { job: Record<string, string>[] };
    };
    // A title is text too: "Open <marker> & co" is escaped where the feed says its titles are HTML.
    expect(atom.feed.entry.map((e) => e.title)).toContain(`Open &lt;${marker}&gt; &amp; co`);
    const rssItem = rss.rss.channel.item.find((i) => i.title === `Hostile ${marker}`)!;
    const atomEntry = atom.feed.entry.find((e) => e.title === `Hostile ${marker}`)!;
    const indeedJob = indeed.source.job.find((j) => j.title === `Hostile ${marker}`)!;
    // Each is HTML to its reader: what it holds must be text with its signs escaped, not tags.
    const htmls = {
      'rss description': rssItem.description!,
      'rss content:encoded': rssItem['content:encoded']!,
      'atom summary': atomEntry.summary!,
      'atom content': atomEntry.content!,
      'indeed description': indeedJob.description!,
    };
    for (const [where, html] of Object.entries(htmls)) {
      expect(html, where).toContain(`Hostile ${marker}`);
      // No element but the paragraphs: no script, frame or link however written.
      expect(html.replace(/<\/?p>/g, ''), where).not.toContain('<');
      expect(html, where).toContain('&lt;script&gt;');
      expect(html, where).toContain('&lt;iframe src=&quot;https://evil.example/&quot;&gt;');
      expect(html, where).toContain('&amp; more');
    }
    // The full text keeps the site's paragraphs, one a line.
    expect(rssItem['content:encoded']).toMatch(/^<p>Hostile [^<]*<\/p>\n<p>&lt;iframe[^<]*<\/p>$/);
    // What a reader shows, the HTML read as HTML, is the text as typed.
    const shown = rssItem['content:encoded']!.split('\n').map((p) =>
      p
        .replace(/<\/?p>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&'),
    );
    expect(shown).toEqual(hostile.split('\n'));
    expect(rssItem.link).toContain(`/jobs/${job.id}?`);
  });

  it('refuses a language it does not know', async () => {
    expect((await get('/feeds/jobs.rss?lang=de')).statusCode).toBe(400);
  });
});

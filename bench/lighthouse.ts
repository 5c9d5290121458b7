import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync } from 'node:fs';
import { record } from './lib/report.ts';
import { startBuiltServer } from './lib/server.ts';

// Debian's full Chromium when it is installed, else the headless shell that scripts/ensure-chromium.sh installs
// for the browser tests (Lighthouse runs in either).
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium', '/usr/lib/chromium/chromium-headless-shell'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
    audits: Record<string, { score: number | null; title: string; displayValue?: string; numericValue?: number }>;
    runtimeError?: { code: string; message: string };
    runWarnings?: string[];
  };
}

/**
 * Lighthouse 12 (its default: a mobile page on a simulated slow 4G and a slowed CPU) on /, /jobs, one job page and
 * /profiles of the built site, served by the built server with the demo content, in Debian's Chromium.
 */
export async function benchLighthouse(env: Record<string, string>): Promise<void> {
  const bench = 'Lighthouse (mobile, simulated slow 4G)';
  console.log(`\n## ${bench}`);
  const server = await startBuiltServer(env);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const jobs = (await (await fetch(server.baseURL + '/public/api/jobs?size=1')).json()) as {
      items: { id: number }[];
    };
    const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
    for (const path of ['/', '/jobs', `/jobs/${jobs.items[0]!.id}`, '/profiles']) {
      // Scores move from run to run on a shared machine (the CPU slowdown is simulated from measured tasks):
      // several runs, and the one of median performance is reported.
      const results: LighthouseResult['lhr'][] = [];
      for (let attempt = 0; results.length < runs && attempt < runs + 3; attempt++) {
        const result = (await lighthouse(server.baseURL + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        })) as unknown as LighthouseResult | undefined;
        // A trace now and then fails to record (NO_NAVSTART, NO_FCP under load): that run is made again.
        if (!result || result.lhr.runtimeError) {
          console.log(`    run failed, again: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
          continue;
        }
        results.push(result.lhr);
      }
      if (!results.length) throw new Error(`Lighthouse could not measure ${path}`);
      const perf = (lhr: LighthouseResult['lhr']) => lhr.categories.performance?.score ?? 0;
      results.sort((a, b) => perf(a) - perf(b));
      const { categories, audits } = results[Math.floor(results.length / 2)]!;
      const score = (c: string) => Math.round((categories[c]?.score ?? 0) * 100);
      const metric = (id: string) => audits[id]?.displayValue ?? '?';
      record({
        bench,
        name: `${path}: performance / accessibility / best practices / SEO (median of ${results.length})`,
        value: CATEGORIES.map(score).join(' / '),
        target: '>= 95 / 100 / - / 100',
        met: score('performance') >= 95 && score('accessibility') === 100 && score('seo') === 100,
      });
      console.log(`    performance of each run: ${results.map((r) => Math.round(perf(r) * 100)).join(', ')}`);
      console.log(
        `    FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
      );
      // What cost points, for the report.
      for (const c of CATEGORIES) {
        const failed = categories[c]!.auditRefs.filter(
          (ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 0.9,
        ).map((ref) => audits[ref.id]!.title);
        if (failed.length) console.log(`    ${c}: ${failed.join('; ')}`);
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
}

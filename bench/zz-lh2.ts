import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltServer } from './lib/server.ts';
const server = await startBuiltServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'sec-lh-')), SEED_DEMO: 'true', NODE_ENV: 'development', HIREFRAME_CLIENT_DIR: '/tmp/sec-dist' });
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const r: any = await lighthouse(server.baseURL + (process.env.P ?? '/'), { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
const items = r.lhr.audits['network-requests'].details.items;
for (const i of items) console.log(Math.round(i.networkRequestTime), Math.round(i.networkEndTime), i.transferSize, i.resourceType, i.url.replace(server.baseURL, ''));
for (const id of ['first-contentful-paint','largest-contentful-paint','total-blocking-time','bootup-time','mainthread-work-breakdown','render-blocking-resources','largest-contentful-paint-element']) { const a = r.lhr.audits[id]; console.log(id, a?.displayValue, JSON.stringify(a?.details?.items?.slice?.(0,4))?.slice(0,400)); }
console.log(JSON.stringify(r.lhr.audits['network-rtt']?.displayValue), r.lhr.configSettings.throttlingMethod);
chrome.kill(); await server.stop();

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from './lib/server.ts';
import { benchLighthouse } from './lighthouse.ts';
await buildServer();
await benchLighthouse({ DATA_DIR: mkdtempSync(join(tmpdir(), 'sec-lh-')), SEED_DEMO: 'true', NODE_ENV: 'development', HIREFRAME_CLIENT_DIR: '/tmp/sec-dist' });

import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordBuild, staleParts } from './build-stamp.ts';

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const stale = (env: NodeJS.ProcessEnv = {}) => staleParts(root, env).map((s) => s.part);
/** What `npm start` does: build what is stale, then record it. */
const build = (env: NodeJS.ProcessEnv = {}) => {
  for (const { part, hash } of staleParts(root, env)) {
    write(part === 'client' ? 'dist/client/index.html' : 'dist/server/server.js', 'built');
    recordBuild(root, part, hash);
  }
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'hireframe-build-'));
  write('src/client/main.tsx', 'client');
  write('src/client/index.html', '<html>');
  write('src/shared/constants.ts', 'shared');
  write('src/server/server.ts', 'server');
  write('vite.config.ts', 'vite');
  write('package.json', '{}');
  write('package-lock.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start builds only what changed', () => {
  it('builds both halves the first time, and nothing on the second start', () => {
    expect(stale()).toEqual(['client', 'server']);
    build();
    expect(stale()).toEqual([]);
  });

  it('rebuilds only the half whose sources changed, and both for shared code or dependencies', () => {
    build();
    write('src/client/main.tsx', 'client v2');
    expect(stale()).toEqual(['client']);
    build();
    write('src/server/routes/new-route.ts', 'route');
    expect(stale()).toEqual(['server']);
    build();
    write('src/shared/constants.ts', 'shared v2');
    expect(stale()).toEqual(['client', 'server']);
    build();
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(stale()).toEqual(['client', 'server']);
  });

  it('looks at contents, not dates, and at the client build variables', () => {
    build();
    utimesSync(join(root, 'src/client/main.tsx'), new Date(), new Date(Date.now() + 60_000));
    expect(stale()).toEqual([]);
    expect(stale({ VITE_APP_VERSION: '1.2.3' })).toEqual(['client']);
  });

  it('rebuilds when an output is gone even if the sources did not change', () => {
    build();
    rmSync(join(root, 'dist/server'), { recursive: true });
    expect(stale()).toEqual(['server']);
  });
});

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../src/server/paths.ts';

/**
 * The product as it was before issue 30 (its site texts in the catalogs, no site content table, no brand): main
 * just before the site content was merged (433f027's first parent). The throughput bench serves the same public
 * pages from it and from this build, in the same run, to say what reading the texts from the database costs.
 */
export const BEFORE_SITE_CONTENT = 'c0acbc1';

export interface EarlierBuild {
  commit: string;
  /** Its server bundle, client and server-rendering entry, and its root (cwd of its server). */
  root: string;
  bundle: string;
  clientDir: string;
  ssrDir: string;
}

/**
 * `commit`'s tree (git archive) built as `npm run build` builds it, in node_modules/.cache/hireframe-bench, kept for
 * the next run (a commit does not change). Inside the project, so that its code finds this node_modules (the
 * packages it used are a subset of today's; their versions are today's).
 */
export function earlierBuild(commit: string): EarlierBuild {
  const root = join(ROOT, 'node_modules/.cache/hireframe-bench', `before-${commit}`);
  const built = {
    commit,
    root,
    bundle: join(root, 'dist/server/server.js'),
    clientDir: join(root, 'dist/client'),
    ssrDir: join(root, 'dist/ssr'),
  };
  if (existsSync(built.bundle) && existsSync(join(built.ssrDir, 'entry-server.js'))) return built;
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  execFileSync('bash', ['-c', `git -C "${ROOT}" archive ${commit} | tar -x -C "${root}"`], { stdio: 'inherit' });
  const vite = join(ROOT, 'node_modules/.bin/vite');
  const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit' });
  run(vite, ['build', '--logLevel', 'error', '--outDir', built.clientDir, '--emptyOutDir']);
  run(vite, ['build', '--logLevel', 'error', '--ssr', 'entry-server.tsx', '--outDir', built.ssrDir, '--emptyOutDir']);
  run(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/build-server.ts']);
  return built;
}

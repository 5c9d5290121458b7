/**
 * `npm start` runs this before the server: it builds the client and the server bundle only when their sources
 * changed since the last build (scripts/build-stamp.ts), so a restart takes about a second instead of a full build.
 */
import { execFileSync } from 'node:child_process';
import { BUILD_PARTS, recordBuild, staleParts } from './build-stamp.ts';

const root = process.cwd();
const stale = staleParts(root);
if (stale.length === 0) console.log('Build is up to date with the sources: not rebuilding.');
for (const { part, hash } of stale) {
  console.log(`Sources of the ${part} changed since the last build: npm run ${BUILD_PARTS[part].script}`);
  execFileSync('npm', ['run', BUILD_PARTS[part].script], { stdio: 'inherit' });
  recordBuild(root, part, hash);
}

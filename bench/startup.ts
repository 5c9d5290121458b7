import { record } from './lib/report.ts';
import { startBuiltServer } from './lib/server.ts';
import { ms, summarize } from './lib/stats.ts';

/**
 * The embedded start as a newcomer sees it (`npm start` without configuration): the built server on an empty data
 * folder (creates PGlite, migrates, creates the admin, adds the demo content), then restarts on that folder. The
 * folder is left with the demo content, for the other benches.
 */
export async function benchStartup(dataDir: string): Promise<void> {
  const bench = 'embedded start (PGlite)';
  console.log(`\n## ${bench}`);
  const env = { DATA_DIR: dataDir, NODE_ENV: 'development' };
  const first = await startBuiltServer(env);
  const health = await fetch(first.baseURL + '/api/health');
  if (!health.ok) throw new Error(`health after first start: ${health.status}`);
  await first.stop();
  record({ bench, name: 'first start, empty data folder (to listening)', value: ms(first.startMs) });
  const restarts: number[] = [];
  for (let i = 0; i < 3; i++) {
    const again = await startBuiltServer(env);
    restarts.push(again.startMs);
    await again.stop();
  }
  record({ bench, name: 'restart on existing data (median of 3)', value: ms(summarize(restarts).median) });
}

// Loaded into a bench's server process (`NODE_OPTIONS=--import=…/profile-hook.mjs`, bench/content-profile.ts): the
// process profiles its own CPU from one SIGUSR2 to the next, and writes the profile (Chrome's .cpuprofile format) to
// PROFILE_OUT. Nothing else changes in the process; without the signal it never profiles.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

const session = new Session();
session.connect();
const post = (method, params = {}) =>
  new Promise((resolve, reject) =>
    session.post(method, params, (err, result) => (err ? reject(err) : resolve(result))),
  );

let profiling = false;
process.on('SIGUSR2', () => {
  if (!profiling) {
    profiling = true;
    void post('Profiler.enable')
      .then(() => post('Profiler.setSamplingInterval', { interval: Number(process.env.PROFILE_INTERVAL_US) || 250 }))
      .then(() => post('Profiler.start'));
    return;
  }
  profiling = false;
  void post('Profiler.stop').then(({ profile }) => writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile)));
});

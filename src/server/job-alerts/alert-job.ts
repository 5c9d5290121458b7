import type { Language } from '../../shared/constants.ts';
import type { AlertJob } from '../mail/templates/JobAlert.tsx';
import { ALERT_UTM } from './job-alerts.ts';

/** One job of an alert mail as it reads: its title, where and what, and its page in the mail's language. */
export function alertJob(
  job: { id: number; title: string; region: string; type: string; rate: string },
  lang: Language,
  base: string,
): AlertJob {
  return {
    title: job.title,
    line: [job.region, job.type, job.rate].filter(Boolean).join(' · '),
    link: `${base}/jobs/${job.id}?lang=${lang}&${ALERT_UTM}`,
  };
}

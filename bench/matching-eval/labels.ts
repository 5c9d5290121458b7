import type { EvalJob, EvalPerson, EvalRequest, EvalSet } from './generate.ts';

/**
 * The labels a recruiter would give, from what the generator wrote (decision 0064), the same rule for every set:
 * the people, jobs or published consultants of the same trade; grade 2 (would call) within one seniority step,
 * grade 1 (might call) two steps away.
 */
export function labelsOf(jobs: EvalJob[], people: EvalPerson[], requests: EvalRequest[]): EvalSet['labels'] {
  const grade = (a: number, b: number) => (Math.abs(a - b) <= 1 ? 2 : 1);
  const labels: EvalSet['labels'] = { peopleForJob: {}, jobsForPerson: {}, profilesForRequest: {} };
  for (const job of jobs) {
    labels.peopleForJob[job.key] = Object.fromEntries(
      people.filter((p) => p.family === job.family).map((p) => [p.key, grade(p.seniority, job.seniority)]),
    );
  }
  for (const person of people) {
    labels.jobsForPerson[person.key] = Object.fromEntries(
      jobs.filter((j) => j.family === person.family).map((j) => [j.key, grade(person.seniority, j.seniority)]),
    );
  }
  for (const request of requests) {
    labels.profilesForRequest[request.key] = Object.fromEntries(
      people
        .filter((p) => p.family === request.family && p.profile)
        .map((p) => [p.key, grade(p.seniority, request.seniority)]),
    );
  }
  return labels;
}

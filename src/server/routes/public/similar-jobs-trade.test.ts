import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob, newMarker } from '../../../../tests/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { matchList, similarJob } from '../../../shared/schemas/matching.ts';
import type { jobs } from '../../db/schema/index.ts';
import { matchDirty } from '../../db/schema/index.ts';
import { runMatchJob } from '../../matching/match-job.ts';

/**
 * Issue 44 item 24: a Java developer's page showed one similar job while the site held a .NET developer, a DevOps
 * engineer and a data analyst; a fixed score floor cut them. Jobs of the same trade (roles of the vocabulary's IT
 * groups) are shown, three to five, best first; a job of another trade is not.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Runs the matching queue's work now (the test app's queue is off). */
async function settle() {
  const marked = await t.app.db.select().from(matchDirty);
  const ids = marked.filter((m) => m.kind === 'job').map((m) => m.id);
  if (ids.length) await runMatchJob(t.app.db, { kind: 'job', ids, markedBefore: new Date().toISOString() });
}

const job = (fields: Partial<typeof jobs.$inferInsert>) => createJob(t.app, newMarker(), fields);

describe('similar jobs of the same trade (issue 44 item 24)', () => {
  it("shows a Java developer's page three to five IT jobs, not the other trades'", async () => {
    const java = await job({
      title: 'Senior Java Developer',
      technicalSkills: 'Java 21, Spring Boot, Kafka, PostgreSQL, Kubernetes',
      industry: 'FINANCE',
      descriptionEn:
        'You will rebuild the payment platform as event-driven Spring Boot services. Six years of Java, Kafka and tests.',
    });
    const dotnet = await job({
      title: '.NET Developer',
      technicalSkills: 'C#, .NET 8, ASP.NET Core, SQL Server, Azure DevOps',
      industry: 'PUBLIC',
      descriptionEn: 'You will develop the online services of a public agency in C# and ASP.NET Core, with SQL.',
    });
    const devops = await job({
      title: 'DevOps Engineer (Azure)',
      technicalSkills: 'Azure, Terraform, GitHub Actions, Prometheus',
      industry: 'ENERGY',
      descriptionEn: 'You will automate the cloud platform of an energy supplier with Terraform and pipelines.',
    });
    const analyst = await job({
      title: 'Data Analyst',
      technicalSkills: 'Power BI, SQL, DAX, Excel',
      industry: 'HEALTHCARE',
      descriptionEn: 'You will build the reports a hospital group reads every morning, in Power BI.',
    });
    const nurse = await job({
      title: 'Nurse',
      technicalSkills: 'Patient care, wound care',
      industry: 'HEALTHCARE',
      descriptionEn: 'You will care for patients in the geriatrics ward of a hospital.',
    });
    const driver = await job({
      title: 'Truck driver',
      technicalSkills: 'C licence, CE licence',
      industry: 'LOGISTICS',
      descriptionEn: 'You will deliver goods to shops across Flanders.',
    });
    await settle();

    const res = await t.app.inject({ method: 'GET', url: `/public/api/job/${java.id}/similar?lang=en` });
    expect(res.statusCode, res.body).toBe(200);
    const ids = matchList(similarJob)
      .parse(res.json())
      .items.map((i) => i.id);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(ids.length).toBeLessThanOrEqual(5);
    expect(ids).toEqual(expect.arrayContaining([dotnet.id, devops.id, analyst.id]));
    expect(ids).not.toContain(nurse.id);
    expect(ids).not.toContain(driver.id);
    expect(ids).not.toContain(java.id);
    // Best first: the other developer (same role) before the neighbouring trades' roles.
    expect(ids[0]).toBe(dotnet.id);
  });
});

import { describe, expect, it } from 'vitest';
import type { OutboxMail, OutboxMailContent } from '../../../../shared/schemas/outbox.ts';
import { adminTestApp, staff } from '../../../../../tests/helpers/admin.ts';
import { createJob, newMarker } from '../../../../../tests/helpers/factories.ts';
import { pdf, postForm } from '../../../../../tests/helpers/public-forms.ts';

const ctx = adminTestApp();

describe('the outbox without SMTP_URL (the embedded default)', () => {
  it('keeps every mail of an application, shows it to ADMIN rendered, and not to a MANAGER', async () => {
    const job = await createJob(ctx.t.app, newMarker(), { title: 'Senior Java Developer' });
    const res = await postForm(
      ctx.t,
      `/public/api/job/${job.id}/apply?lang=nl`,
      {
        name: 'application',
        value: {
          firstName: 'Kept',
          lastName: 'Mail',
          email: 'kept@example.com',
          phone: '+32470123456',
          message: 'Hallo',
          website: '',
        },
      },
      { name: 'file', fileName: 'cv.pdf', data: pdf() },
    );
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: number }>();

    const list = (await ctx.admin.get('/api/outbox?q=kept@example.com')).json<{ items: OutboxMail[] }>();
    expect(list.items).toEqual([
      expect.objectContaining({
        recipient: 'kept@example.com',
        lang: 'nl',
        state: 'kept',
        tries: 0,
        template: 'job-application-received',
        recordType: 'job-applications',
        recordId: id,
      }),
    ]);
    const content = (await ctx.admin.get(`/api/outbox/${list.items[0]!.id}`)).json<OutboxMailContent>();
    expect(content.subject).toBe('Uw sollicitatie voor Senior Java Developer');
    // An acknowledgement repeats nothing its sender typed, their name included (docs/decisions/0036).
    expect(content.html).toContain('Bedankt voor uw sollicitatie');
    expect(content.html).not.toContain('Kept Mail');
    expect(content.text).toContain('vijf werkdagen');

    const mails = (await ctx.admin.get(`/api/job-applications/${id}/mails`)).json<OutboxMail[]>();
    expect(mails.map((m) => m.template).sort()).toEqual(['internal-new-record', 'job-application-received']);

    // Nothing to resend while mails are only kept.
    const resend = await ctx.admin.send('POST', `/api/outbox/${list.items[0]!.id}/resend`);
    expect(resend.statusCode).toBe(409);

    const created = await ctx.admin.send('POST', '/api/user/add', {
      userName: 'outbox-manager',
      password: 'a-long-enough-password',
      role: 'MANAGER',
    });
    expect(created.statusCode).toBe(201);
    const manager = staff(ctx.t, await ctx.t.login('outbox-manager', 'a-long-enough-password'));
    expect((await manager.get('/api/outbox')).statusCode).toBe(403);
    expect((await manager.get(`/api/job-applications/${id}/mails`)).statusCode).toBe(200);
  });

  it('refuses a bad query and an unknown mail with a clear answer', async () => {
    const bad = await ctx.admin.get('/api/outbox?state=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { fields: Record<string, string> } }>().error.fields.state).toBeTruthy();
    expect((await ctx.admin.get('/api/outbox/999999')).statusCode).toBe(404);
  });
});

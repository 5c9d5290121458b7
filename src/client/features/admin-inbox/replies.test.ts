import { describe, expect, it } from 'vitest';
import { attachInboundMail } from '../../../shared/schemas/inbound-mail.ts';
import { attachBody, personLabel, recordChoices, replyPreview } from './replies.ts';

describe('the replies screen helpers', () => {
  it('previews a reply on one line, cut with an ellipsis', () => {
    expect(replyPreview('Hello,\n\n  thank you   for writing')).toBe('Hello, thank you for writing');
    const long = replyPreview('word '.repeat(100), 50);
    expect(long).toHaveLength(50);
    expect(long.endsWith('…')).toBe(true);
  });

  it('names a person by name and e-mail, or what is left of them', () => {
    expect(personLabel({ id: 3, firstName: 'Ana', lastName: 'Lima', email: 'ana@example.com' })).toBe(
      'Ana Lima <ana@example.com>',
    );
    expect(personLabel({ id: 3, firstName: '', lastName: '', email: '' })).toBe('#3');
  });

  it('offers only the records a mail may be about, and builds a body the API accepts', () => {
    const choices = recordChoices({
      records: [
        { recordType: 'job-applications', id: 7, createdAt: '2026-01-01', state: 'NEW' },
        { recordType: 'profiles', id: 9, createdAt: '2026-01-01', state: 'NEW' },
      ],
    });
    expect(choices.map((c) => c.value)).toEqual(['job-applications:7']);
    const withRecord = attachBody(12, choices[0]!.value);
    expect(withRecord).toEqual({ personId: 12, recordType: 'job-applications', recordId: 7 });
    expect(attachInboundMail.safeParse(withRecord).success).toBe(true);
    expect(attachBody(12, null)).toEqual({ personId: 12 });
    expect(attachInboundMail.safeParse(attachBody(12, null)).success).toBe(true);
  });
});

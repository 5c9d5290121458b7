import { describe, expect, it } from 'vitest';
import { spontaneousApplicationForm } from './application.ts';
import { contactForm } from './contact.ts';
import { email, phone } from './rules.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('everyday e-mail input', () => {
  it.each([
    ['Jan.Peeters@Gmail.com', 'jan.peeters@gmail.com'],
    ['  jane@example.be ', 'jane@example.be'],
    ['ANNE-MARIE@SKYNET.BE', 'anne-marie@skynet.be'],
    ['Info@MijnBedrijf.Brussels', 'info@mijnbedrijf.brussels'],
  ])('stores %s as %s', (input, stored) => expect(email().parse(input)).toBe(stored));

  it.each([
    ['jan.peeters.gmail.com', 'validation.emailNoAt'],
    ['jan peeters@gmail.com', 'validation.emailSpaces'],
    ['jan@peeters@gmail.com', 'validation.emailTwoAts'],
    ['jän@gmail.com', 'validation.emailCharacters'],
    ['jan@gmail', 'validation.emailDomain'],
    ['jan@gmail.c', 'validation.emailDomain'],
    ['jan@gmail.c0m', 'validation.emailDomain'],
    ['', 'validation.required'],
  ])('refuses %s saying why (%s)', (input, message) => expect(firstMessage(email().safeParse(input))).toBe(message));
});

describe('everyday phone input', () => {
  it.each([
    ['0470 12 34 56', '+32470123456'],
    ['+32 470 12 34 56', '+32470123456'],
    ['0470/12.34.56', '+32470123456'],
    ['0032 (0)470-12-34-56', '+32470123456'],
    ['+32 (0)2 123 45 67', '+3221234567'],
    ['(02) 123 45 67', '+3221234567'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['+32470123456', '+32470123456'],
  ])('stores %s as %s, which fits the spec pattern', (input, stored) => {
    expect(phone().parse(input)).toBe(stored);
  });

  it.each([
    ['0470 12 34 5x', 'validation.phoneCharacters'],
    ['call me', 'validation.phoneCharacters'],
    ['+32 47', 'validation.phoneTooShort'],
    ['+32 470 12 34 56 78 90 12', 'validation.phoneTooLong'],
    ['+0470123456', 'validation.phone'],
    ['   ', 'validation.required'],
  ])('refuses %s saying why (%s)', (input, message) => expect(firstMessage(phone().safeParse(input))).toBe(message));

  it('normalizes the same way in the forms that use it', () => {
    const contact = { firstName: 'Jan', lastName: 'Peeters', message: 'Hello' };
    const parsed = contactForm.parse({ ...contact, email: 'Jan.Peeters@Gmail.com', phone: '0470 12 34 56' });
    expect(parsed).toMatchObject({ email: 'jan.peeters@gmail.com', phone: '+32470123456' });
  });

  it('keeps the free phone of a spontaneous application, normalized only when it is a number', () => {
    const base = { firstName: 'J', lastName: 'D', email: 'j@d.be', availability: 'now', post: 'Dev' };
    expect(spontaneousApplicationForm.parse({ ...base, phone: '0470 12 34 56' }).phone).toBe('+32470123456');
    expect(spontaneousApplicationForm.parse({ ...base, phone: 'after 5 pm: 0470' }).phone).toBe('after 5 pm: 0470');
  });
});

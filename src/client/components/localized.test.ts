import { describe, expect, it } from 'vitest';
import { formatDate, pickText } from './localized.ts';

describe('pickText', () => {
  it('takes the current language, else another that exists', () => {
    expect(pickText({ en: 'Hello', fr: 'Bonjour', nl: 'Hallo' }, 'fr')).toBe('Bonjour');
    expect(pickText({ en: 'Hello', fr: ' ', nl: 'Hallo' }, 'fr')).toBe('Hello');
    expect(pickText({ en: '', fr: '', nl: 'Hallo' }, 'en')).toBe('Hallo');
    expect(pickText({}, 'nl')).toBe('');
  });
});

describe('formatDate', () => {
  it('writes dates in the language of the page', () => {
    expect(formatDate('2027-01-31', 'fr')).toBe('31 janvier 2027');
    expect(formatDate('2027-01-31', 'nl')).toBe('31 januari 2027');
    expect(formatDate('2027-01-31', 'en')).toBe('31 January 2027');
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CANDIDATE_STATES, CONTACT_STATES, INTERVIEW_STATES } from '../../../shared/schemas/process.ts';
import { PIPELINE_CONFIGS } from '../admin-pipelines/pipeline-config.ts';

const I18N = join(import.meta.dirname, '../../../shared/i18n');
const load = (lang: string) => JSON.parse(readFileSync(join(I18N, lang, 'admin.json'), 'utf8')) as { admin: object };

function leaves(o: object, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(o).flatMap(([k, v]) =>
      typeof v === 'object' && v
        ? Object.entries(leaves(v as object, `${prefix}${k}.`))
        : [[`${prefix}${k}`, String(v)]],
    ),
  );
}
const en = leaves(load('en').admin);

describe('admin.json', () => {
  it.each(['fr', 'nl'])('%s has exactly the English keys, each translated', (lang) => {
    const other = leaves(load(lang).admin);
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    expect(Object.values(other).every((v) => v.trim() !== '')).toBe(true);
  });

  it('holds only the top-level key admin, which no other namespace file uses', () => {
    expect(Object.keys(load('en'))).toEqual(['admin']);
    for (const file of readdirSync(join(I18N, 'en')).filter((f) => f !== 'admin.json')) {
      expect(Object.keys(JSON.parse(readFileSync(join(I18N, 'en', file), 'utf8')) as object)).not.toContain('admin');
    }
  });

  it('names every state and every field a screen shows', () => {
    for (const s of [...CANDIDATE_STATES, ...INTERVIEW_STATES, ...CONTACT_STATES])
      expect(en).toHaveProperty([`states.${s}`]);
    for (const config of Object.values(PIPELINE_CONFIGS))
      for (const f of [...config.shown, ...config.editable]) expect(en).toHaveProperty([`fields.${f.key}`]);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_SCREENS, adminPath, adminTitleKey, PIPELINE_SCREENS } from './admin-screens.ts';
import { PIPELINE_RESOURCES } from './schemas/pipeline.ts';

const catalog = (lang: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'i18n', lang, 'admin.json'), 'utf8')) as {
    admin: { menu: Record<string, string> };
  };

describe('admin screens', () => {
  it('keep the docs/spec/product-spec.md#2-screens-and-routes paths, its spelling included', () => {
    expect(adminPath('spontanousApplications')).toBe('/spontanousApplications');
    expect(adminPath('jobsApplications', 12)).toBe('/jobsApplications/12');
    expect(PIPELINE_RESOURCES.map((r) => adminPath(PIPELINE_SCREENS[r]))).toEqual([
      '/jobsApplications',
      '/spontanousApplications',
      '/talentsInterviews',
      '/contactsAdmin',
      '/crudProfile',
    ]);
  });

  it.each(['fr', 'en', 'nl'])('each has its menu label in %s', (lang) => {
    const { menu } = catalog(lang).admin;
    for (const screen of ADMIN_SCREENS) expect(menu[adminTitleKey(screen).slice('admin.menu.'.length)]).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY_SCREENS, ADMIN_SCREENS } from './admin-screens.ts';
import {
  can,
  canOpen,
  CHARGED_KINDS,
  limitedToCharge,
  mayAssign,
  permissionsOf,
  POLICY_ACTIONS,
  POLICY_KINDS,
  RULES,
  type Actor,
} from './policy.ts';

const admin: Actor = { role: 'ADMIN', recordScope: 'all', idManager: null };
const manager: Actor = { role: 'MANAGER', recordScope: 'all', idManager: 7 };
const scoped: Actor = { role: 'MANAGER', recordScope: 'charge', idManager: 7 };

describe('the rule table (docs/decisions/0046)', () => {
  it('lets an ADMIN do every action the table names, on every kind', () => {
    for (const kind of POLICY_KINDS)
      for (const action of POLICY_ACTIONS) expect(can(admin, action, kind)).toBe(RULES[kind][action] !== undefined);
  });

  it('keeps users, the audit log, the outbox, privacy actions, the site content and adding or deleting managers for ADMIN', () => {
    for (const kind of ['users', 'audit-log', 'outbox', 'privacy', 'site-content'] as const)
      expect(permissionsOf(manager)[kind], kind).toEqual([]);
    expect(can(manager, 'create', 'managers')).toBe(false);
    expect(can(manager, 'delete', 'managers')).toBe(false);
    expect(can(manager, 'update', 'managers')).toBe(true);
  });

  it('gives a MANAGER the records, their changes, files, exports and the dashboard, scoped or not', () => {
    for (const actor of [manager, scoped]) {
      expect(can(actor, 'changeState', 'job-applications')).toBe(true);
      expect(can(actor, 'export', 'contacts')).toBe(true);
      expect(can(actor, 'read', 'files')).toBe(true);
      expect(can(actor, 'read', 'dashboard')).toBe(true);
      expect(can(actor, 'delete', 'job-applications')).toBe(false);
    }
    expect(can(null, 'read', 'jobs')).toBe(false);
  });

  it('limits to a charge only a MANAGER whose account says so', () => {
    expect(limitedToCharge(scoped)).toBe(true);
    expect(limitedToCharge(manager)).toBe(false);
    expect(limitedToCharge({ ...admin, recordScope: 'charge' })).toBe(false);
    expect(CHARGED_KINDS).not.toContain('services');
    expect(CHARGED_KINDS).not.toContain('managers');
  });

  it('lets a scoped MANAGER assign a record to themselves only', () => {
    expect(mayAssign(scoped, 7)).toBe(true);
    expect(mayAssign(scoped, 8)).toBe(false);
    expect(mayAssign(scoped, null)).toBe(false);
    expect(mayAssign({ ...scoped, idManager: null }, null)).toBe(false);
    expect(mayAssign(manager, 8)).toBe(true);
    expect(mayAssign(admin, null)).toBe(true);
  });

  it('derives the menu: the ADMIN-only screens are those a MANAGER may not open', () => {
    expect([...ADMIN_ONLY_SCREENS].sort()).toEqual([
      'auditLog',
      'crudUsers',
      'firmSettings',
      'jobAlerts',
      'mailTemplates',
      'outbox',
      'siteContent',
      'tagsAdmin',
    ]);
    for (const screen of ADMIN_SCREENS) expect(canOpen(admin, screen)).toBe(true);
    expect(canOpen(undefined, 'home')).toBe(false);
  });
});

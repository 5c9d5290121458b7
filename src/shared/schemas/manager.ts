import { z } from 'zod';
import { picture } from './brand.ts';
import { email, id, optionalText, requiredText } from './rules.ts';

/** A manager: the Person fields of docs/spec/product-spec.md#3-entities-and-their-fields, plus how the firm shows them in its champion team. */
export const managerInput = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: email(),
  address: optionalText(300),
  phone: optionalText(30),
  jobTitle: optionalText(200),
  showOnSite: z.boolean().default(true),
  displayOrder: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type ManagerInput = z.input<typeof managerInput>;
export const managerUpdate = managerInput.extend({ id: id() });

export const manager = managerInput.extend({
  id: z.number(),
  /** Their photo (docs/decisions/0060), where the answer carries it (one manager). */
  photo: picture.nullable().optional(),
});
export type Manager = z.infer<typeof manager>;

/** What the public site shows of a manager. */
export const publicManager = manager
  .pick({ id: true, firstName: true, lastName: true, jobTitle: true })
  // Their photo (docs/decisions/0060), or null: the team shows their initials.
  .extend({ photo: picture.nullable() });
export type PublicManager = z.infer<typeof publicManager>;

/** What a manager is in charge of, told before they are deleted (`GET /api/managers/{id}/records`). */
export const managerRecords = z.object({ jobs: z.number(), profiles: z.number(), users: z.number() });
export type ManagerRecords = z.infer<typeof managerRecords>;

/** `DELETE /api/delete/manager/{id}?handTo=`: the manager who takes over the deleted one's jobs and profiles. */
export const managerDeleteQuery = z.object({
  handTo: z.coerce.number({ error: 'validation.invalid' }).int().positive().max(2_147_483_647).optional(),
});

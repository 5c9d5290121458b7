import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, limitedToCharge, type Actor, type PolicyAction, type PolicyKind } from '../../shared/policy.ts';
import { forbidden, notFound, unauthorized } from '../errors.ts';
import { authorize } from './index.ts';

/**
 * What an admin route does, declared in its `config.policy` (docs/decisions/0046): the kind of record, the action,
 * and where the record's id is. `params` and `body`: the admin group's hook authorizes the record named by
 * `params.id` / `body.id` before the handler runs. `handler`: the handler authorizes it itself (a multipart body,
 * a record named by type and id). Without an id (a list, a create), the role is checked here and the handler
 * narrows what it reads with `chargeOf`.
 */
export interface RoutePolicy {
  kind: PolicyKind;
  action: PolicyAction;
  record?: 'params' | 'body' | 'handler';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: RoutePolicy;
  }
}

/** The logged-in user as the policy sees them. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The record's id as sent (before the schema reads it): a positive integer, or a file's uuid. */
function idOf(kind: PolicyKind, raw: unknown): number | string | undefined {
  if (kind === 'files') return typeof raw === 'string' && UUID.test(raw) ? raw : undefined;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
}

const policyOf = (request: FastifyRequest) => request.routeOptions.config?.policy;

/**
 * The admin group's two hooks. onRequest (before the input is read, so that a refused role learns nothing from a
 * 400): the role may take the route's action on its kind. A route with no policy is refused to a MANAGER limited
 * to their charge (404: nothing there for them), so a route added without one cannot leak; the enumeration test
 * (tests/security/manager-scope.test.ts) names it. preValidation (the body is parsed, not yet validated): the
 * record, so that an id outside the charge answers 404 whatever else the request carries.
 */
export function addPolicyHooks(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const policy = policyOf(request);
    const actor = actorOf(request);
    if (!policy) {
      if (limitedToCharge(actor)) throw notFound();
      return;
    }
    if (!can(actor, policy.action, policy.kind)) throw forbidden();
  });
  app.addHook('preValidation', async (request) => {
    const policy = policyOf(request);
    if (!policy || (policy.record !== 'params' && policy.record !== 'body')) return;
    const source = (policy.record === 'params' ? request.params : request.body) as { id?: unknown } | null;
    const id = idOf(policy.kind, source?.id);
    // An id that is no id is left to the schema's 400.
    if (id === undefined) return;
    await authorize(app.db, actorOf(request), policy.action, { kind: policy.kind, id });
  });
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  company,
  companyDetail,
  companyInput,
  companyListQuery,
  companyPatch,
  companySummary,
} from '../../../shared/schemas/company.ts';
import { page } from '../../../shared/schemas/pagination.ts';
import { idParams } from '../../../shared/schemas/rules.ts';
import { getCompany } from '../../companies/get-company.ts';
import { listCompanies } from '../../companies/list-companies.ts';
import { createCompany, updateCompany } from '../../companies/save-company.ts';
import { authorizeAssignment, chargeOf } from '../../policies/index.ts';
import { actorOf } from '../../policies/route-policy.ts';
import { errorAnswers } from '../responses.ts';

/**
 * The client companies and their contacts (decision 0044): ADMIN and MANAGER, as the records they list; a MANAGER
 * limited to their charge, the companies whose manager they are (decision 0046).
 */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: companies'];
  app.get(
    '/api/companies',
    {
      config: { policy: { kind: 'companies', action: 'list' } },
      schema: {
        summary: 'List client companies: search (name, VAT number, address), sort by name or date, pages',
        operationId: 'listCompanies',
        tags,
        querystring: companyListQuery,
        response: { 200: page(companySummary) },
      },
    },
    async (request) => listCompanies(app.db, request.query, chargeOf(actorOf(request), 'companies')),
  );

  app.get(
    '/api/companies/:id',
    {
      config: { policy: { kind: 'companies', action: 'read', record: 'params' } },
      schema: {
        summary: 'Get a company with its contacts, bookings, talent requests and consultants booked, in time order',
        operationId: 'getCompany',
        tags,
        params: idParams,
        response: { 200: companyDetail, ...errorAnswers(404) },
      },
    },
    async (request) => getCompany(app.db, request.params.id),
  );

  app.post(
    '/api/companies',
    {
      config: { policy: { kind: 'companies', action: 'create' } },
      schema: {
        summary: 'Add a client company (its name unique once case, accents and spaces are set aside)',
        operationId: 'createCompany',
        tags,
        body: companyInput,
        response: { 201: company, ...errorAnswers(409) },
      },
    },
    async (request, reply) => {
      authorizeAssignment(actorOf(request), request.body.managerId);
      return reply.status(201).send(await createCompany(app.db, request.body, app.clock.now()));
    },
  );

  app.patch(
    '/api/companies/:id',
    {
      config: { policy: { kind: 'companies', action: 'update', record: 'params' } },
      schema: {
        summary: 'Edit a client company: the fields sent change',
        operationId: 'updateCompany',
        tags,
        params: idParams,
        body: companyPatch,
        response: { 200: company, ...errorAnswers(404, 409) },
      },
    },
    async (request) => {
      // A company in the user's charge (the policy hook) stays there.
      if (request.body.managerId !== undefined) authorizeAssignment(actorOf(request), request.body.managerId);
      return updateCompany(app.db, request.params.id, request.body, app.clock.now());
    },
  );
};

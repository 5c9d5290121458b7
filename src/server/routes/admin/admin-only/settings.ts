import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandUpdate, firmSettings, firmSettingsAnswer, logo, picture } from '../../../../shared/schemas/brand.ts';
import { firmFieldsOf } from '../../../brand/brand-state.ts';
import { saveLogo, savePhoto } from '../../../brand/save-photos.ts';
import { saveBrand, saveFirmSettings } from '../../../brand/save-settings.ts';
import { readImageUpload } from '../../../http/read-image-upload.ts';
import { sessionUser } from '../../../plugins/auth.ts';
import { acceptUploads } from '../../../plugins/uploads.ts';
import { errorAnswers } from '../../responses.ts';
import { z } from 'zod';
import { setTwoFactorRequired, twoFactorRequired } from '../../../auth/two-factor.ts';

/** The staff's sign-in rules (docs/decisions/0076): whether every account must use two-factor sign-in. */
const securitySettings = z.object({ requireTwoFactor: z.boolean({ error: 'validation.required' }) });

const tags = ['admin: settings'];

/**
 * The firm's details, colour, logo and hero photo (issue 30 item 3, docs/decisions/0060): ADMIN only. Each change
 * reloads this process's settings before answering; the others reload on the table's notification.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  const answer = () => {
    const { config, saved, brand } = app.brand.state;
    return { ...firmFieldsOf(config), saved, brand };
  };

  app.get(
    '/api/settings/firm',
    {
      config: { policy: { kind: 'settings', action: 'read' } },
      schema: {
        summary: "The firm's details and brand in force",
        operationId: 'getFirmSettings',
        tags,
        response: { 200: firmSettingsAnswer },
      },
    },
    async () => answer(),
  );

  app.get(
    '/api/settings/security',
    {
      config: { policy: { kind: 'settings', action: 'read' } },
      schema: {
        summary: "The staff's sign-in rules: whether two-factor sign-in is required of every account",
        operationId: 'getSecuritySettings',
        tags,
        response: { 200: securitySettings },
      },
    },
    async () => ({ requireTwoFactor: await twoFactorRequired(app.db) }),
  );

  app.put(
    '/api/settings/security',
    {
      config: { policy: { kind: 'settings', action: 'update' } },
      schema: {
        summary:
          'Require two-factor sign-in of every account (one without it sets it up at its next request, before anything else)',
        operationId: 'saveSecuritySettings',
        tags,
        body: securitySettings,
        response: { 200: securitySettings, ...errorAnswers(400, 409) },
      },
    },
    async (request) => ({
      requireTwoFactor: await setTwoFactorRequired(app.db, request.body.requireTwoFactor, sessionUser(request).id),
    }),
  );

  app.put(
    '/api/settings/firm',
    {
      config: { policy: { kind: 'settings', action: 'update' } },
      schema: {
        summary: "Save the firm's details (name, addresses, phones, e-mail, network link, DPO)",
        operationId: 'saveFirmSettings',
        tags,
        body: firmSettings,
        response: { 200: firmSettingsAnswer, ...errorAnswers(400) },
      },
    },
    async (request) => {
      await saveFirmSettings(app.db, request.body, sessionUser(request).userName);
      await app.brand.reload();
      return answer();
    },
  );

  app.put(
    '/api/settings/brand',
    {
      config: { policy: { kind: 'settings', action: 'update' } },
      schema: {
        summary: 'Save the primary colour (refused when a text it sits under fails WCAG AA contrast)',
        operationId: 'saveBrand',
        tags,
        body: brandUpdate,
        response: { 200: firmSettingsAnswer, ...errorAnswers(400) },
      },
    },
    async (request) => {
      await saveBrand(app.db, request.body, sessionUser(request).userName);
      await app.brand.reload();
      return answer();
    },
  );

  app.post(
    '/api/settings/logo',
    {
      config: { policy: { kind: 'settings', action: 'update' } },
      schema: {
        summary: 'Upload the logo (multipart `file`: SVG, PNG, JPEG or WebP); the favicon is made from it',
        operationId: 'uploadLogo',
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: logo, ...errorAnswers(400, 413, 415) },
      },
    },
    async (request) => {
      const { data } = await readImageUpload(request, { alt: false });
      const saved = await saveLogo(app.db, data, sessionUser(request).userName);
      await app.brand.reload();
      return saved;
    },
  );

  app.post(
    '/api/settings/hero-photo',
    {
      config: { policy: { kind: 'settings', action: 'update' } },
      schema: {
        summary: "Upload the home page's hero photo (multipart `file`, `alt.fr`, `alt.en`, `alt.nl`)",
        operationId: 'uploadHeroPhoto',
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: picture, ...errorAnswers(400, 413, 415) },
      },
    },
    async (request) => {
      const { data, alt } = await readImageUpload(request, { alt: true });
      const saved = await savePhoto(app.db, { kind: 'hero' }, data, alt, sessionUser(request).userName);
      await app.brand.reload();
      return saved;
    },
  );
};

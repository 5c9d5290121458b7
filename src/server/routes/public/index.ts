import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { formRoutes } from './forms.ts';
import { interviewSlotRoutes } from './interview-slots.ts';
import { feedRoutes } from './feeds.ts';
import { jobAlertRoutes } from './job-alerts.ts';
import { jobRoutes } from './jobs.ts';
import { mediaRoutes } from './media.ts';
import { myDataRoutes } from './my-data.ts';
import { pageFormRoutes } from './page-forms.ts';
import { profileRoutes } from './profiles.ts';
import { seoRoutes } from './seo.ts';
import { serviceRoutes } from './services.ts';
import { similarJobRoutes } from './similar-jobs.ts';

/** Public routes: no token. Each resource registers its routes here. */
export const publicRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  await app.register(serviceRoutes);
  await app.register(jobRoutes);
  await app.register(similarJobRoutes);
  await app.register(profileRoutes, { bookingNoticeWorkingDays: config.bookingNoticeWorkingDays });
  await app.register(formRoutes);
  await app.register(seoRoutes);
  await app.register(myDataRoutes, { retention: config.retention });
  await app.register(pageFormRoutes);
  await app.register(interviewSlotRoutes);
  await app.register(jobAlertRoutes);
  await app.register(feedRoutes);
  await app.register(mediaRoutes);
};

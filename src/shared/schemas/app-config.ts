import { z } from 'zod';

/** The runtime configuration at assets/configs/app_config.json: the firm's own details, used by the footer. */
export const appConfig = z.object({
  version: z.string().default('0.0.0'),
  cacheBusting: z.boolean().default(false),
  /** Base address of the API; empty means the same origin as the site. */
  apiUrl: z.string().default(''),
  firmName: z.string().min(1),
  addresses: z.array(z.string().min(1)).min(1),
  phones: z.array(z.string().min(1)).length(2),
  email: z.email(),
  networkUrl: z.url(),
  copyrightHolder: z.string().min(1),
  siteUrl: z.url().optional(),
});
export type AppConfig = z.infer<typeof appConfig>;

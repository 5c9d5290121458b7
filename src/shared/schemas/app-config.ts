import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../constants.ts';
import { DEFAULT_BOOKING_NOTICE_DAYS } from '../booking-slots.ts';
import { brandConfig } from './brand.ts';

/**
 * The runtime configuration at assets/configs/app_config.json: the firm's own details, used by the footer and the
 * privacy page.
 */
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
  /** The firm's working language: staff mails speak it unless a user chose another (their `language`). */
  defaultLanguage: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
  /** The data-protection officer the privacy page names for every question on personal data (decision 0030). */
  dpo: z.object({
    name: z.string().min(1),
    email: z.email(),
    /** A postal address, for those who write by letter. */
    address: z.string().min(1),
  }),
  /**
   * How long the product keeps personal data (docs/decisions/0031), written in by the server from RETENTION_*
   * (never in the file), so that the privacy page and the forms state the periods the product applies.
   */
  retention: z
    .object({
      endedMonths: z.number().int().min(1),
      poolMonths: z.number().int().min(1),
      reminderDays: z.array(z.number().int().min(1)),
    })
    .default({ endedMonths: 6, poolMonths: 24, reminderDays: [30, 7] }),
  /**
   * Interview bookings (issue 26), written in by the server from BOOKING_NOTICE_DAYS: the booking form's
   * date picker offers no day before the notice the server asks.
   */
  booking: z
    .object({ noticeWorkingDays: z.number().int().min(0) })
    .default({ noticeWorkingDays: DEFAULT_BOOKING_NOTICE_DAYS }),
  /**
   * The firm's primary colour, logo and hero photo (docs/decisions/0060), written in by the server from the saved
   * settings (never in the file): the theme, the header and the home page read them.
   */
  brand: brandConfig.default({ primaryColor: null, logo: null, hero: null }),
});
export type AppConfig = z.infer<typeof appConfig>;

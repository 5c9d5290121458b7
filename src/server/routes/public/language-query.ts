import { z } from 'zod';
import { LANGUAGES } from '../../../shared/constants.ts';

/** `?lang=` on a form post: the language the visitor uses the site in (an unknown value is ignored). */
export const languageQuery = z.object({ lang: z.enum(LANGUAGES).optional().catch(undefined) });
export const created = z.object({ id: z.number() });

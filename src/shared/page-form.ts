/**
 * The public forms as plain HTML forms (docs/decisions/0038): without JavaScript a form posts to its own page,
 * naming itself in the hidden `_form` field; the server answers a refusal with the page again, carrying this.
 */
export const PAGE_FORM_NAMES = [
  'apply',
  'spontaneous',
  'talents',
  'contact',
  'talentRequest',
  'booking',
  'myDataLink',
  'interviewSlot',
  'jobAlert',
] as const;
export type PageFormName = (typeof PAGE_FORM_NAMES)[number];

/** The query parameter of the page a form's confirmation is shown on (`?sent=apply`), after the server's 303. */
export const SENT_PARAM = 'sent';

/** A refused submission of a page's form: what was sent, and the messages (i18n keys) the page shows with it. */
export interface FormPost {
  form: PageFormName;
  values: Record<string, string | boolean>;
  /** Each field at fault and its message. */
  fields: Record<string, string>;
  /** A message for the whole form, when the refusal concerns no field. */
  rootError?: string;
}

/** The hidden field that names which form a page's plain HTML post is. */
export const FORM_NAME_FIELD = '_form';

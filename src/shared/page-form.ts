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

/**
 * The confirmation's element id, and the fragment of the address the server's 303 sends to: without JavaScript the
 * browser opens the answered page scrolled to the thank-you, the first thing the visitor sees (issue 44 item 13),
 * not at the page's top with the thank-you far below, where the form was.
 */
export const SENT_ANCHOR = 'form-sent';

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

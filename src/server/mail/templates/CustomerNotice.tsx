import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import type { Language } from '../../../shared/constants.ts';
import { firmDetails, mailColor } from '../firm.ts';
import { fill, mailTexts, type MailTexts } from '../texts.ts';
import { fillHtml } from '../template-html.ts';
import { MailLayout } from './MailLayout.tsx';

const paragraph = { fontSize: '15px', lineHeight: '22px' };
const link = () => ({ color: mailColor(), textDecoration: 'underline' });

/** The sentence beside the "My data" link: with "withdraw your application" for applications only. */
export type MyDataText = 'myData' | 'myDataOther';

/**
 * A mail to a candidate, a client or a sender of a message: a greeting, what we received or decided, what happens
 * next, and a signature. Which words is chosen by `section` (a key of the mail i18n namespace).
 */
export function CustomerNotice(props: {
  lang: Language;
  section: { body: string; next: string };
  values: Record<string, unknown>;
  myData: MyDataText;
  /** The firm's wording of this notification (its mail template, docs/decisions/0056), in place of the section. */
  bodyHtml?: string;
}) {
  const texts = mailTexts(props.lang);
  const firm = firmDetails();
  const values = { ...props.values, firm: firm.firmName, phone: firm.phones[0] };
  const body = fill(props.section.body, values);
  const url = typeof props.values.myDataLink === 'string' ? props.values.myDataLink : undefined;
  const worded = props.bodyHtml !== undefined;
  const linksMyData = worded
    ? props.bodyHtml!.includes('{{myDataLink}}')
    : props.section.next.includes('{{myDataLink}}');
  return (
    <MailLayout lang={props.lang} preview={worded ? stripTags(fillHtml(props.bodyHtml!, values)) : body}>
      <Text style={paragraph}>{greeting(texts, props.values)}</Text>
      {worded ? (
        <div style={paragraph} dangerouslySetInnerHTML={{ __html: fillHtml(props.bodyHtml!, values) }} />
      ) : (
        <>
          <Text style={paragraph}>{body}</Text>
          <Text style={paragraph}>{linked(fill(props.section.next, values), url)}</Text>
        </>
      )}
      {/* The acknowledgements carry the person's "My data" link (docs/decisions/0031). */}
      {url && !linksMyData ? <Text style={paragraph}>{linked(fill(texts[props.myData], values), url)}</Text> : null}
      <Text style={paragraph}>
        {texts.signoff}
        <br />
        {fill(texts.team, values)}
      </Text>
    </MailLayout>
  );
}

/**
 * "Dear Ms Peeters," by the salutation the person chose, else by name. A mail without a name (an
 * acknowledgement to an address nobody verified repeats nothing its sender typed: docs/decisions/0036) greets
 * by the salutation alone ("Dear Madam,"), else with a plain "Hello,".
 */
export function greeting(texts: MailTexts, values: Record<string, unknown>): string {
  const name = typeof values.name === 'string' ? values.name.trim() : '';
  const lastName = typeof values.lastName === 'string' ? values.lastName.trim() : '';
  const salutation = typeof values.salutation === 'string' ? values.salutation : '';
  const bySalutation = (table: Record<string, string>) => (Object.hasOwn(table, salutation) ? table[salutation] : '');
  if (!name) return bySalutation(texts.greetingNoNameBySalutation) || texts.greetingNoName;
  const formal = lastName ? bySalutation(texts.greetingBySalutation) : '';
  return formal ? fill(formal, { lastName }) : fill(texts.greeting, { name });
}

/** A text with the link written in it as a real link (the plain-text mail shows the address itself). */
function linked(text: string, url: string | undefined): ReactNode {
  if (!url || !text.includes(url)) return text;
  const [before, ...after] = text.split(url);
  return (
    <>
      {before}
      <a href={url} style={link()}>
        {url}
      </a>
      {after.join(url)}
    </>
  );
}

const stripTags = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

import { Text } from '@react-email/text';
import type { Language } from '../../../shared/constants.ts';
import { firmDetails } from '../firm.ts';
import { fill, mailTexts } from '../texts.ts';
import { MailLayout } from './MailLayout.tsx';

const paragraph = { fontSize: '15px', lineHeight: '22px' };

/**
 * A mail to a candidate, a client or a sender of a message: a greeting by name, what we received or decided, what
 * happens next, and a signature. Which words is chosen by `section` (a key of the mail i18n namespace).
 */
export function CustomerNotice(props: {
  lang: Language;
  section: { body: string; next: string };
  values: Record<string, unknown>;
}) {
  const texts = mailTexts(props.lang);
  const firm = firmDetails();
  const values = { ...props.values, firm: firm.firmName, phone: firm.phones[0] };
  const name = typeof props.values.name === 'string' ? props.values.name : '';
  const body = fill(props.section.body, values);
  return (
    <MailLayout lang={props.lang} preview={body}>
      <Text style={paragraph}>{name ? fill(texts.greeting, { name }) : texts.greetingNoName}</Text>
      <Text style={paragraph}>{body}</Text>
      <Text style={paragraph}>{fill(props.section.next, values)}</Text>
      {/* The acknowledgements carry the person's "My data" link (docs/decisions/0031). */}
      {typeof props.values.myDataLink === 'string' && !props.section.next.includes('{{myDataLink}}') ? (
        <Text style={paragraph}>{fill(texts.myData, values)}</Text>
      ) : null}
      <Text style={paragraph}>
        {texts.signoff}
        <br />
        {fill(texts.team, values)}
      </Text>
    </MailLayout>
  );
}

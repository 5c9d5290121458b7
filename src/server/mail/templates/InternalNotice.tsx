import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import type { Language } from '../../../shared/constants.ts';
import { fill, mailTexts } from '../texts.ts';
import { mailColor } from '../firm.ts';
import { MailLayout } from './MailLayout.tsx';

const paragraph = { fontSize: '15px', lineHeight: '22px' };
const button = () => ({
  backgroundColor: mailColor(),
  color: '#ffffff',
  padding: '10px 18px',
  borderRadius: '4px',
  fontSize: '15px',
  textDecoration: 'none',
});

/**
 * To the manager in charge (or every admin), in their language: what arrived, from whom, and a link to the record.
 * Never the CV; a record that has one says where to read it.
 */
export function InternalNotice(props: {
  lang: Language;
  summary: string;
  name: string;
  email: string;
  link: string;
  hasCv: boolean;
  /** The body's sentence, when it is not a new record's (a reply's, docs/decisions/0057). */
  body?: string;
}) {
  const texts = mailTexts(props.lang).internal;
  const name = props.name.trim();
  return (
    <MailLayout lang={props.lang} preview={props.summary}>
      <Text style={paragraph}>{texts.greeting}</Text>
      <Text style={paragraph}>{fill(props.body ?? texts.body, { summary: props.summary })}</Text>
      <Text style={paragraph}>
        {name ? fill(texts.from, { name, email: props.email }) : fill(texts.fromNoName, { email: props.email })}
      </Text>
      <Button href={props.link} style={button()}>
        {texts.open}
      </Button>
      <Text style={paragraph}>{props.link}</Text>
      {props.hasCv ? <Text style={{ ...paragraph, fontSize: '13px', color: '#6b7280' }}>{texts.noCv}</Text> : null}
    </MailLayout>
  );
}

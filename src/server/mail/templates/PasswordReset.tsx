import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import type { Language } from '../../../shared/constants.ts';
import { mailColor } from '../firm.ts';
import { fill, mailTexts } from '../texts.ts';
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

/** A staff member's password reset link (docs/decisions/0076), in their language: once, within 30 minutes. */
export function PasswordReset(props: { lang: Language; userName: string; link: string; minutes: number }) {
  const texts = mailTexts(props.lang).passwordReset;
  const values = { userName: props.userName, minutes: props.minutes };
  return (
    <MailLayout lang={props.lang} preview={texts.subject}>
      <Text style={paragraph}>{fill(texts.greeting, values)}</Text>
      <Text style={paragraph}>{fill(texts.body, values)}</Text>
      <Button href={props.link} style={button()}>
        {texts.open}
      </Button>
      <Text style={paragraph}>{props.link}</Text>
      <Text style={paragraph}>{texts.ignore}</Text>
    </MailLayout>
  );
}

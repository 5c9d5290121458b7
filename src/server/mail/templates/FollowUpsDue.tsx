import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import type { Language } from '../../../shared/constants.ts';
import { forReader } from '../mail-dates.ts';
import { fill, mailTexts } from '../texts.ts';
import { mailColor } from '../firm.ts';
import { MailLayout } from './MailLayout.tsx';

const paragraph = { fontSize: '15px', lineHeight: '22px' };
const small = { fontSize: '13px', lineHeight: '18px', color: '#4b5563', margin: '0 0 12px' };
const button = () => ({
  backgroundColor: mailColor(),
  color: '#ffffff',
  padding: '10px 18px',
  borderRadius: '4px',
  fontSize: '15px',
  textDecoration: 'none',
});

/** One follow-up of the morning mail: whom it is about, its note, when it was due, where to open it. */
export interface DueFollowUp {
  name: string;
  note: string;
  dueDate: string;
  overdue: boolean;
  link: string;
}

/** The morning mail to a staff member (docs/decisions/0052): their follow-ups due today or overdue, in their language. */
export function FollowUpsDue(props: { lang: Language; summary: string; items: DueFollowUp[]; link: string }) {
  const texts = mailTexts(props.lang).followUps;
  return (
    <MailLayout lang={props.lang} preview={props.summary}>
      <Text style={paragraph}>{texts.greeting}</Text>
      <Text style={paragraph}>{texts.body}</Text>
      {props.items.map((item, i) => (
        <div key={i}>
          <Text style={{ ...paragraph, margin: '0' }}>
            <a href={item.link} style={{ color: mailColor() }}>
              {item.name || item.link}
            </a>
            {' – '}
            {item.overdue ? fill(texts.overdue, forReader({ date: item.dueDate }, props.lang)) : texts.today}
          </Text>
          <Text style={small}>{item.note}</Text>
        </div>
      ))}
      <Button href={props.link} style={button()}>
        {texts.open}
      </Button>
    </MailLayout>
  );
}

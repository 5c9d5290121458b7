import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import type { Language } from '../../../shared/constants.ts';
import { fill, mailTexts } from '../texts.ts';
import { MailLayout } from './MailLayout.tsx';

const paragraph = { fontSize: '15px', lineHeight: '22px' };
const small = { fontSize: '13px', lineHeight: '18px', color: '#4b5563', margin: '0 0 12px' };
const link = { color: '#1c4e80' };
const button = {
  backgroundColor: '#1c4e80',
  color: '#ffffff',
  padding: '10px 18px',
  borderRadius: '4px',
  fontSize: '15px',
  textDecoration: 'none',
};

/** One job of an alert mail: its title, where and what, and its page (with the alert's utm_ parameters). */
export interface AlertJob {
  title: string;
  line: string;
  link: string;
}

/** The double opt-in mail (docs/decisions/0061): nothing is sent before the button is used. */
export function JobAlertConfirm(props: {
  lang: Language;
  search: string;
  frequency: string;
  confirmLink: string;
  /** Absent from the mails written before issue 44 item 8. */
  unsubscribeLink?: string;
}) {
  const texts = mailTexts(props.lang).jobAlertConfirm;
  const values = { search: props.search, frequency: props.frequency };
  return (
    <MailLayout lang={props.lang} preview={texts.subject}>
      <Text style={paragraph}>{fill(texts.body, values)}</Text>
      <Button href={props.confirmLink} style={button}>
        {texts.confirm}
      </Button>
      <Text style={small}>{texts.ignore}</Text>
      {props.unsubscribeLink ? (
        <Text style={small}>
          <a href={props.unsubscribeLink} style={link}>
            {mailTexts(props.lang).jobAlert.unsubscribe}
          </a>
        </Text>
      ) : null}
    </MailLayout>
  );
}

/** An alert's mail: the new matching jobs, the whole search, the manage page and the one-click unsubscribe. */
export function JobAlert(props: {
  lang: Language;
  search: string;
  jobs: AlertJob[];
  more: number;
  searchLink: string;
  manageLink: string;
  unsubscribeLink: string;
}) {
  const texts = mailTexts(props.lang).jobAlert;
  return (
    <MailLayout lang={props.lang} preview={fill(texts.subject, { search: props.search, count: props.jobs.length })}>
      <Text style={paragraph}>{fill(texts.body, { search: props.search })}</Text>
      {props.jobs.map((job, i) => (
        <div key={i}>
          <Text style={{ ...paragraph, margin: '0' }}>
            <a href={job.link} style={link}>
              {job.title}
            </a>
          </Text>
          <Text style={small}>{job.line}</Text>
        </div>
      ))}
      {props.more > 0 ? <Text style={paragraph}>{fill(texts.more, { count: props.more })}</Text> : null}
      <Button href={props.searchLink} style={button}>
        {texts.seeAll}
      </Button>
      <Text style={small}>
        <a href={props.manageLink} style={link}>
          {texts.manage}
        </a>
        {' · '}
        <a href={props.unsubscribeLink} style={link}>
          {texts.unsubscribe}
        </a>
      </Text>
    </MailLayout>
  );
}

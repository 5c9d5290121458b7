import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import type { Language } from '../../../shared/constants.ts';
import { firmDetails } from '../firm.ts';
import { fill, mailTexts } from '../texts.ts';
import { greeting } from './CustomerNotice.tsx';
import { MailLayout } from './MailLayout.tsx';

const paragraph = { fontSize: '15px', lineHeight: '22px' };
const link = { color: '#1c4e80', textDecoration: 'underline' };
const button = {
  backgroundColor: '#1c4e80',
  color: '#ffffff',
  padding: '10px 18px',
  borderRadius: '4px',
  fontSize: '15px',
  textDecoration: 'none',
};

/**
 * A mail about an interview with a candidate (docs/decisions/0058): to the candidate (greeted by name, signed by
 * the team) or to a staff member who attends (greeted plainly, with a link to the application). What it says is
 * chosen by the caller (a section of `mail.candidateInterviews`); the place and the video link follow the body, and
 * an offer of slots lists them with the button to the page where the candidate picks one.
 */
export function InterviewNotice(props: {
  lang: Language;
  audience: 'candidate' | 'staff';
  body: string;
  next: string;
  values: Record<string, unknown>;
  /** The offered times, already written for the reader. */
  slots?: string[];
  action?: { label: string; url: string };
}) {
  const texts = mailTexts(props.lang);
  const words = texts.candidateInterviews;
  const firm = firmDetails();
  const values: Record<string, unknown> = { ...props.values, firm: firm.firmName, phone: firm.phones[0] };
  const body = fill(props.body, values);
  const location = typeof values.location === 'string' ? values.location : '';
  const videoUrl = typeof values.videoUrl === 'string' ? values.videoUrl : '';
  return (
    <MailLayout lang={props.lang} preview={body}>
      <Text style={paragraph}>{props.audience === 'staff' ? texts.internal.greeting : greeting(texts, values)}</Text>
      <Text style={paragraph}>{body}</Text>
      {props.slots?.length ? (
        <ul>
          {props.slots.map((slot) => (
            <li key={slot} style={paragraph}>
              {slot}
            </li>
          ))}
        </ul>
      ) : null}
      {location ? <Text style={paragraph}>{fill(words.place, { location })}</Text> : null}
      {videoUrl ? (
        <Text style={paragraph}>
          {fill(words.video, { videoUrl: '' })}
          <a href={videoUrl} style={link}>
            {videoUrl}
          </a>
        </Text>
      ) : null}
      <Text style={paragraph}>{fill(props.next, values)}</Text>
      {props.action ? (
        <>
          <Button href={props.action.url} style={button}>
            {props.action.label}
          </Button>
          <Text style={paragraph}>{props.action.url}</Text>
        </>
      ) : null}
      {props.audience === 'candidate' ? (
        <Text style={paragraph}>
          {texts.signoff}
          <br />
          {fill(texts.team, values)}
        </Text>
      ) : null}
    </MailLayout>
  );
}

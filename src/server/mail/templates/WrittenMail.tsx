import type { Language } from '../../../shared/constants.ts';
import { MailLayout } from './MailLayout.tsx';

const paragraph = { fontSize: '15px', lineHeight: '22px' };

/** A mail staff wrote from a record: their sanitised HTML, placeholders already filled, in the firm's frame. */
export function WrittenMail(props: { lang: Language; html: string; preview: string }) {
  return (
    <MailLayout lang={props.lang} preview={props.preview}>
      <div style={paragraph} dangerouslySetInnerHTML={{ __html: props.html }} />
    </MailLayout>
  );
}

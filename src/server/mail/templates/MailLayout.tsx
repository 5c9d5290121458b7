// Each component from its own package: the @react-email/components barrel also loads a code highlighter (prismjs),
// Markdown and Tailwind, about 0.4 s of every server start for nothing the mails use.
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import type { Language } from '../../../shared/constants.ts';
import { firmDetails, mailBrand, mailColor, siteUrl } from '../firm.ts';
import { fill, mailTexts } from '../texts.ts';

const body = { backgroundColor: '#f4f5f7', fontFamily: 'Helvetica, Arial, sans-serif', color: '#1f2933' };
const card = { backgroundColor: '#ffffff', borderRadius: '6px', padding: '32px', maxWidth: '560px' };
const brand = () => ({ fontSize: '18px', fontWeight: 700, color: mailColor(), margin: '0 0 16px' });
/** The logo at 40 px high (its PNG copy: mail clients that show no SVG). */
const LOGO_HEIGHT = 40;
const footer = { fontSize: '12px', color: '#6b7280', lineHeight: '18px' };

/**
 * The frame of every mail: the firm's logo (or name) on top in its colour, its contact details at the bottom: the
 * saved settings over config/app_config.json (docs/decisions/0060).
 */
export function MailLayout(props: { lang: Language; preview: string; children: ReactNode }) {
  const firm = firmDetails();
  const logo = mailBrand().logo;
  const texts = mailTexts(props.lang);
  return (
    <Html lang={props.lang}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={body}>
        <Container style={card}>
          {logo ? (
            <img
              src={`${siteUrl()}${logo.pngSrc}`}
              alt={firm.firmName}
              height={LOGO_HEIGHT}
              width={Math.round((logo.width * LOGO_HEIGHT) / logo.height)}
              style={{ display: 'block', border: 0, margin: '0 0 16px', maxWidth: '100%', height: 'auto' }}
            />
          ) : (
            <Text style={brand()}>{firm.firmName}</Text>
          )}
          <Section>{props.children}</Section>
          <Hr />
          <Text style={footer}>
            {fill(texts.footer, {
              firm: firm.copyrightHolder,
              address: firm.addresses[0],
              phone: firm.phones[0],
              email: firm.email,
            })}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

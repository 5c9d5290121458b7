import { Alert, Button, Container, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FORM_NAME_FIELD } from '../../../shared/page-form.ts';
import { FormError } from '../../components/FormFeedback.tsx';
import { useFormPost, usePageAction } from '../../components/form-post.ts';
import { ApiError } from '../../lib/api.ts';
import { chooseSlot, slotOfferQuery } from './api.ts';

const WHEN: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Brussels',
};

/**
 * The candidate's page of an offer of interview slots (issue 29 item 3; docs/decisions/0058), opened from the mail's
 * signed link without login, in the link's language. Rendered by the server with its data; its form is a plain
 * HTML post to the page (radio buttons and a button), so it works without JavaScript; with it, the choice goes to
 * the JSON API and the page shows the result in place.
 */
export default function InterviewSlotsPage() {
  const { t, i18n } = useTranslation();
  const { token = '' } = useParams();
  const query = useQuery(slotOfferQuery(token));
  const client = useQueryClient();
  const posted = useFormPost('interviewSlot');
  const action = usePageAction();
  const [picked, setPicked] = useState<string>(
    typeof posted.post?.values.slotId === 'string' ? posted.post.values.slotId : '',
  );
  const [error, setError] = useState<string | undefined>(posted.post?.fields.slotId ?? posted.post?.rootError);
  const [sending, setSending] = useState(false);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(`${i18n.resolvedLanguage ?? 'en'}-BE`, WHEN).format(new Date(iso));

  const offer = query.data;
  const failure = query.error instanceof ApiError ? query.error.status : query.isError ? 500 : null;

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!picked) {
      setError('validation.required');
      return;
    }
    setSending(true);
    setError(undefined);
    try {
      client.setQueryData(slotOfferQuery(token).queryKey, await chooseSlot(token, Number(picked)));
    } catch (err) {
      setError(err instanceof ApiError && err.fields?.slotId ? err.fields.slotId : 'common.requestFailed');
      if (err instanceof ApiError && err.status === 409)
        await client.invalidateQueries({ queryKey: ['interview-slots'] });
    } finally {
      setSending(false);
    }
  };

  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('interviewSlots.title')}
          </Title>
          {failure ? (
            <Alert color="red" role="alert">
              {t(failure === 401 || failure === 400 ? 'interviewSlots.invalid' : 'interviewSlots.gone')}
            </Alert>
          ) : null}
          {offer?.chosen ? (
            <Alert color="green" role="status">
              {t('interviewSlots.chosen', { when: when(offer.chosen.start) })}
            </Alert>
          ) : null}
          {offer && !offer.chosen ? (
            <>
              <Text>
                {t('interviewSlots.intro', {
                  firstName: offer.firstName,
                  jobTitle: offer.jobTitle,
                  duration: offer.durationMinutes,
                })}
              </Text>
              {offer.location ? <Text>{t('interviewSlots.place', { location: offer.location })}</Text> : null}
              {offer.videoUrl ? <Text>{t('interviewSlots.video', { videoUrl: offer.videoUrl })}</Text> : null}
              {offer.slots.length === 0 ? (
                <Alert color="yellow">{t('interviewSlots.none')}</Alert>
              ) : (
                <form method="post" action={action} encType="multipart/form-data" onSubmit={(e) => void submit(e)}>
                  <input type="hidden" name={FORM_NAME_FIELD} value="interviewSlot" />
                  <Stack gap="md">
                    <Radio.Group
                      name="slotId"
                      label={t('interviewSlots.pick')}
                      value={picked}
                      onChange={setPicked}
                      required
                    >
                      <Stack gap="xs" mt="xs">
                        {offer.slots.map((slot) => (
                          <Radio key={slot.id} value={String(slot.id)} label={when(slot.start)} />
                        ))}
                      </Stack>
                    </Radio.Group>
                    <FormError messageKey={error} />
                    <Button type="submit" loading={sending} style={{ alignSelf: 'flex-start' }}>
                      {t('interviewSlots.choose')}
                    </Button>
                  </Stack>
                </form>
              )}
            </>
          ) : null}
        </Stack>
      </Paper>
    </Container>
  );
}

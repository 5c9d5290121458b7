import { Button, Group, Rating, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminPath, PIPELINE_SCREENS } from '../../../shared/admin-screens.ts';
import { notifyFailed } from './feedback.tsx';
import { TagBadges } from './TagBadges.tsx';
import { TagPicker } from './TagPicker.tsx';
import {
  applicationMarksQuery,
  personMarksQuery,
  useRateApplication,
  useSetApplicationTags,
  useSetPersonTags,
} from './tag-api.ts';

/** The average of the staff's ratings, read-only: "★★★★☆ 4.5 (2)". */
export function AverageRating({ rating, count }: { rating: number | null; count?: number }) {
  const { t } = useTranslation();
  if (rating === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('tags.rating.none')}
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap" aria-label={t('tags.rating.average', { rating, count: count ?? 0 })} role="img">
      <Rating value={rating} fractions={10} readOnly size="sm" aria-hidden />
      <Text size="sm" aria-hidden>
        {rating.toLocaleString(undefined, { maximumFractionDigits: 1 })}
        {count !== undefined ? ` (${count})` : ''}
      </Text>
    </Group>
  );
}

/** A job application's tags (any staff member sets them), the average rating and the caller's own rating. */
export function ApplicationMarks({ id }: { id: number }) {
  const { t } = useTranslation();
  const marks = useQuery(applicationMarksQuery(id));
  const setTags = useSetApplicationTags(id);
  const rate = useRateApplication(id);
  const data = marks.data;
  if (!data) return null;
  const save = (work: Promise<unknown>) => void work.catch((err: unknown) => notifyFailed(t, err));
  return (
    <Stack gap="sm">
      <TagPicker
        label={t('tags.title')}
        value={data.tags}
        onChange={(ids) => save(setTags.mutateAsync(ids))}
        disabled={setTags.isPending}
      />
      <div>
        <Text size="sm" fw={500}>
          {t('tags.rating.averageLabel')}
        </Text>
        <AverageRating rating={data.rating} count={data.ratingCount} />
      </div>
      <div>
        <Text size="sm" fw={500} id={`my-rating-${id}`}>
          {t('tags.rating.mine')}
        </Text>
        <Group gap="sm">
          <Rating
            value={data.myRating ?? 0}
            onChange={(value) => save(rate.mutateAsync(value))}
            aria-labelledby={`my-rating-${id}`}
            readOnly={rate.isPending}
          />
          {data.myRating !== null ? (
            <Button size="compact-xs" variant="subtle" onClick={() => save(rate.mutateAsync(null))}>
              {t('tags.rating.remove')}
            </Button>
          ) : null}
        </Group>
      </div>
    </Stack>
  );
}

/** A person's own tags, and each of their job applications' tags and average rating. */
export function PersonMarks({ id }: { id: number }) {
  const { t } = useTranslation();
  const marks = useQuery(personMarksQuery(id));
  const setTags = useSetPersonTags(id);
  const data = marks.data;
  if (!data) return null;
  return (
    <Stack gap="sm">
      <TagPicker
        label={t('tags.personTags')}
        value={data.tags}
        onChange={(ids) => void setTags.mutateAsync(ids).catch((err: unknown) => notifyFailed(t, err))}
        disabled={setTags.isPending}
      />
      {data.applications.map((a) => (
        <Group key={a.id} gap="sm" justify="space-between" wrap="wrap">
          <Link to={adminPath(PIPELINE_SCREENS['job-applications'], a.id)}>{t('tags.application', { id: a.id })}</Link>
          <TagBadges tags={a.tags} />
          <AverageRating rating={a.rating} count={a.ratingCount} />
        </Group>
      ))}
    </Stack>
  );
}

import { Button, Card, Loader, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Page } from '../../shared/schemas/pagination.ts';
import { Notice } from './Notice.tsx';
import { Pager } from './Pager.tsx';

/**
 * The results of a public search: their count (announced, and where the focus lands on a new page), loading and
 * error states, a card when nothing fits, the items, and the pages. Texts come from `ns`: results, loading, error,
 * empty.title, empty.text and pagination.
 */
export function SearchResults<T>({
  ns,
  testId,
  result,
  page,
  pageSize,
  onPage,
  renderItems,
}: {
  ns: 'jobs' | 'profiles';
  /** The test id of the count. */
  testId: string;
  /** `totalCapped`: more match than `total` counts; the count reads "1,000+" (`${ns}.resultsCapped`). */
  result: UseQueryResult<Page<T> & { totalCapped?: boolean }>;
  page: number;
  pageSize: number;
  onPage: (next: number) => void;
  /** The items, dimmed by `style` while the next page loads. */
  renderItems: (items: T[], style: CSSProperties) => ReactNode;
}) {
  const { t } = useTranslation();
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const goToPage = (next: number) => {
    onPage(next);
    resultsRef.current?.scrollIntoView({ block: 'start' });
    resultsRef.current?.focus({ preventScroll: true });
  };
  return (
    <>
      <Title
        order={2}
        size="h4"
        ref={resultsRef}
        tabIndex={-1}
        aria-live="polite"
        data-testid={testId}
        style={{ scrollMarginTop: 80, outline: 'none' }}
      >
        {result.data
          ? t(result.data.totalCapped ? `${ns}.resultsCapped` : `${ns}.results`, { count: result.data.total })
          : t(`${ns}.loading`)}
      </Title>
      {result.isPending ? <Loader aria-hidden /> : null}
      {result.isError ? (
        <Notice color="red" role="alert">
          {t(`${ns}.error`)}
        </Notice>
      ) : null}
      {result.data?.total === 0 ? (
        <Card withBorder padding="lg">
          <Title order={3} size="h4">
            {t(`${ns}.empty.title`)}
          </Title>
          <Text mt="xs">{t(`${ns}.empty.text`)}</Text>
        </Card>
      ) : null}
      {result.data?.items.length
        ? renderItems(result.data.items, { opacity: result.isPlaceholderData ? 0.6 : 1 })
        : null}
      {result.data ? (
        <Pager
          total={result.data.total}
          size={pageSize}
          page={page}
          onChange={goToPage}
          label={t(`${ns}.pagination`)}
        />
      ) : null}
    </>
  );
}

/** The way out under a search's results, for those it did not serve. */
export function SearchCta({ title, text, cta, to }: { title: string; text: string; cta: string; to: string }) {
  return (
    <Card withBorder padding="lg" bg="gray.0">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text mt="xs">{text}</Text>
      <Button component={Link} to={to} mt="md" variant="light" style={{ alignSelf: 'flex-start' }}>
        {cta}
      </Button>
    </Card>
  );
}

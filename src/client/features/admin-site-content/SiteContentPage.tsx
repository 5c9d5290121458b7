import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Timeline,
  Title,
} from '@mantine/core';
import { IconExternalLink, IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { modals } from '@mantine/modals';
import { describeSiteText, type SiteTextLabels } from '../../../shared/site-content/labels.ts';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '../../../shared/constants.ts';
import type { SiteContentItem } from '../../../shared/schemas/site-content.ts';
import {
  SITE_CONTENT_SECTIONS,
  visibleLength,
  isEmptyText,
  type SiteContentSection,
} from '../../../shared/site-content/registry.ts';
import { ApiError } from '../../lib/api.ts';
import { getAppConfig } from '../../lib/config.ts';
import { notify } from '../../components/notify.ts';
import { AdminOnlyNotice } from '../admin-shared/AdminOnlyNotice.tsx';
import { notifyFailed, notifySaved } from '../admin-shared/feedback.tsx';
import { formatDate } from '../admin-shared/format.ts';
import { useUnsavedChanges } from '../admin-shared/UnsavedChanges.tsx';
import { siteContentQuery, usePublish, useRestore, useSaveDrafts, versionsQuery, type Texts } from './api.ts';
import { RichField } from './RichField.tsx';

/** The public page each screen's texts show on: where its preview opens. */
const PREVIEW_PATHS: Record<SiteContentSection, string> = {
  home: '/',
  forClients: '/for-clients',
  pages: '/jobs',
  seo: '/',
  footer: '/',
  privacy: '/privacy',
};

/** What the editor shows in a field: the draft where there is one, else the published text. */
const shownTexts = (item: SiteContentItem): Texts => {
  const source = item.draft ?? item.published;
  return { fr: source.fr, en: source.en, nl: source.nl };
};

/** A plain text's or a rich text's emptiness, as the server sees it (a rich one without words is empty). */
const isEmpty = (item: SiteContentItem, text: string) => isEmptyText(item.format, text);

/**
 * Site texts (issue 30, decision 0059; ADMIN): one screen per page or part of the site (`/siteContent/{section}`),
 * each text in fr, en and nl side by side, with its limit and what is missing; drafts saved, previewed on the public
 * page in each language, published; each text's versions, restored as a draft.
 */
export default function SiteContentPage() {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const section = (SITE_CONTENT_SECTIONS as readonly string[]).includes(params.id ?? '')
    ? (params.id as SiteContentSection)
    : 'home';
  const list = useQuery(siteContentQuery);
  const [edits, setEdits] = useState<Record<string, Texts>>({});
  const [versionsOf, setVersionsOf] = useState<string | null>(null);
  const save = useSaveDrafts();
  const publish = usePublish();
  const items = useMemo(() => (list.data?.items ?? []).filter((i) => i.section === section), [list.data, section]);
  const dirtyKeys = Object.keys(edits).filter((key) => {
    const item = items.find((i) => i.key === key);
    return item && LANGUAGES.some((l) => edits[key]![l] !== shownTexts(item)[l]);
  });
  useUnsavedChanges(dirtyKeys.length > 0);

  if (list.error instanceof ApiError && list.error.status === 403) return <AdminOnlyNotice />;

  const valueOf = (item: SiteContentItem): Texts => edits[item.key] ?? shownTexts(item);
  const change = (item: SiteContentItem, lang: Language, text: string) =>
    setEdits((e) => ({ ...e, [item.key]: { ...valueOf(item), [lang]: text } }));
  const problems = (item: SiteContentItem, lang: Language): string | undefined => {
    const text = valueOf(item)[lang];
    if (item.required && isEmpty(item, text)) return t('siteTexts.requiredEmpty');
    if (visibleLength(item.format, text) > item.maxLength) return t('siteTexts.tooLong', { max: item.maxLength });
    return undefined;
  };
  const invalid = items.some((item) => LANGUAGES.some((l) => problems(item, l)));

  const onSave = async () => {
    try {
      await save.mutateAsync(dirtyKeys.map((key) => ({ key, texts: edits[key]! })));
      setEdits({});
      notifySaved(t, t('siteTexts.saved'));
    } catch (err) {
      notifyFailed(t, err);
    }
  };
  const drafts = items.filter((i) => i.draft).map((i) => i.key);
  const publishDrafts = async () => {
    try {
      const answer = await publish.mutateAsync(drafts);
      notify(t, { color: 'green', message: t('siteTexts.published', { count: answer.published.length }) });
    } catch (err) {
      notifyFailed(t, err);
    }
  };
  // Publishing shows the drafts to every visitor at once: asked first (issue 44 item 1).
  const onPublish = () =>
    modals.openConfirmModal({
      title: t('siteTexts.publishConfirmTitle'),
      centered: true,
      children: <Text size="sm">{t('siteTexts.publishConfirmText', { count: drafts.length })}</Text>,
      labels: { confirm: t('siteTexts.publishConfirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'green' },
      onConfirm: () => void publishDrafts(),
    });
  const labels = t('siteTextLabels', { returnObjects: true }) as SiteTextLabels;
  const nameOf = (key: string) => describeSiteText(key, labels).label ?? key;

  return (
    <Stack gap="md">
      <Title order={1}>{t('siteTexts.title')}</Title>
      <Text size="sm">{t('siteTexts.intro', { firmName: '{{firmName}}' })}</Text>
      <Text size="xs" c="dimmed">
        {t('siteTexts.anchorsNote')}
      </Text>
      <Tabs value={section} onChange={(value) => value && void navigate(`/siteContent/${value}`)}>
        <Tabs.List>
          {SITE_CONTENT_SECTIONS.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {t(`siteTexts.sections.${s}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      <Paper withBorder p="sm" radius="md" pos="sticky" top={64} style={{ zIndex: 5 }}>
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <Button onClick={() => void onSave()} disabled={dirtyKeys.length === 0 || invalid} loading={save.isPending}>
              {t('siteTexts.save')}
            </Button>
            <Button
              color="green"
              onClick={onPublish}
              disabled={drafts.length === 0 || dirtyKeys.length > 0}
              loading={publish.isPending}
            >
              {t('siteTexts.publish')}
            </Button>
            {dirtyKeys.length > 0 ? (
              <Button variant="subtle" onClick={() => setEdits({})}>
                {t('siteTexts.discard')}
              </Button>
            ) : null}
          </Group>
          <Group gap="xs">
            {LANGUAGES.map((l) => (
              <Button
                key={l}
                variant="light"
                component="a"
                href={dirtyKeys.length > 0 ? undefined : `${PREVIEW_PATHS[section]}?lang=${l}&preview=1`}
                target="_blank"
                rel="noopener"
                data-disabled={dirtyKeys.length > 0 || undefined}
                onClick={(e) => dirtyKeys.length > 0 && e.preventDefault()}
                rightSection={<IconExternalLink size={14} aria-hidden />}
              >
                {t('siteTexts.preview', { lang: l.toUpperCase() })}
              </Button>
            ))}
          </Group>
        </Group>
        <Text size="xs" c="dimmed" mt={4}>
          {dirtyKeys.length > 0
            ? t('siteTexts.saveFirst')
            : drafts.length === 0
              ? t('siteTexts.nothingToPublish')
              : t('siteTexts.previewHint')}
        </Text>
      </Paper>

      {list.isPending ? <Text>{t('common.loading')}</Text> : null}
      {list.isError && !(list.error instanceof ApiError && list.error.status === 403) ? (
        <Alert color="red">{t('common.requestFailed')}</Alert>
      ) : null}

      {items.map((item) => (
        <Paper key={item.key} withBorder p="md" radius="md" data-key={item.key}>
          <Group justify="space-between" mb="xs" gap="xs">
            <Group gap="xs">
              <SiteTextName itemKey={item.key} labels={labels} />
              <Badge variant="light" color={item.required ? 'red' : 'gray'}>
                {item.required ? t('siteTexts.required') : t('siteTexts.optional')}
              </Badge>
              {item.format === 'rich' ? <Badge variant="light">{t('siteTexts.rich')}</Badge> : null}
              {item.draft ? (
                <Badge variant="light" color="yellow">
                  {t('siteTexts.draft')}
                </Badge>
              ) : null}
            </Group>
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconHistory size={14} aria-hidden />}
              onClick={() => setVersionsOf(item.key)}
            >
              {t('siteTexts.versions')}
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            {LANGUAGES.map((lang) => {
              const text = valueOf(item)[lang];
              const label = `${LANGUAGE_NAMES[lang]} (${lang})`;
              const missing = isEmpty(item, text) && !item.required;
              const description = t('siteTexts.count', {
                count: visibleLength(item.format, text),
                max: item.maxLength,
              });
              const error = problems(item, lang);
              return (
                <Stack key={lang} gap={4}>
                  {item.format === 'rich' ? (
                    <RichField
                      label={label}
                      lang={lang}
                      value={text}
                      onChange={(v) => change(item, lang, v)}
                      description={description}
                      error={error}
                      required={item.required}
                    />
                  ) : item.maxLength > 120 ? (
                    <Textarea
                      label={label}
                      lang={lang}
                      autosize
                      minRows={2}
                      value={text}
                      onChange={(e) => change(item, lang, e.currentTarget.value)}
                      description={description}
                      error={error}
                      required={item.required}
                    />
                  ) : (
                    <TextInput
                      label={label}
                      lang={lang}
                      value={text}
                      onChange={(e) => change(item, lang, e.currentTarget.value)}
                      description={description}
                      error={error}
                      required={item.required}
                    />
                  )}
                  {missing && LANGUAGES.some((l) => l !== lang && !isEmpty(item, valueOf(item)[l])) ? (
                    <Text size="xs" c="orange.9" data-missing={lang}>
                      {t('siteTexts.missing', { lang: t(`siteTexts.languages.${getAppConfig().defaultLanguage}`) })}
                    </Text>
                  ) : null}
                </Stack>
              );
            })}
          </SimpleGrid>
        </Paper>
      ))}

      <VersionsModal
        itemKey={versionsOf}
        name={versionsOf ? nameOf(versionsOf) : ''}
        onClose={() => setVersionsOf(null)}
      />
    </Stack>
  );
}

/** A text's plain name and where the page shows it; its developer key in small print, for support. */
function SiteTextName({ itemKey, labels }: { itemKey: string; labels: SiteTextLabels }) {
  const { t } = useTranslation();
  const { label, place } = describeSiteText(itemKey, labels);
  return (
    <Stack gap={0}>
      <Text fw={600}>{label ?? itemKey}</Text>
      {place ? (
        <Text size="xs" c="dimmed">
          {place.join(' › ')}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed" ff="monospace">
        {t('siteTexts.textKey', { key: itemKey })}
      </Text>
    </Stack>
  );
}

/** A text's versions: who wrote and published each, when; one of them restored as the draft. */
function VersionsModal({ itemKey, name, onClose }: { itemKey: string | null; name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const versions = useQuery(versionsQuery(itemKey));
  const restore = useRestore();
  const items = versions.data?.items ?? [];
  const current = items[0]?.version;
  const onRestore = async (version: number) => {
    try {
      await restore.mutateAsync({ key: itemKey!, version });
      notifySaved(t, t('siteTexts.restored', { version }));
      onClose();
    } catch (err) {
      notifyFailed(t, err);
    }
  };
  const who = (user: string | null) => user ?? t('siteTexts.unknownUser');
  return (
    <Modal
      opened={itemKey !== null}
      onClose={onClose}
      size="xl"
      title={t('siteTexts.versionsOf', { key: name })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {versions.isPending ? <Text>{t('common.loading')}</Text> : null}
      <Timeline bulletSize={18} lineWidth={2}>
        {items.map((v) => (
          <Timeline.Item
            key={v.version}
            title={
              <Group gap="xs">
                <Text fw={600}>
                  {v.version === 0 ? t('siteTexts.firstVersion') : t('siteTexts.version', { version: v.version })}
                </Text>
                {v.version === current ? <Badge size="sm">{t('siteTexts.current')}</Badge> : null}
              </Group>
            }
          >
            {v.publishedAt ? (
              <Text size="xs" c="dimmed">
                {t('siteTexts.publishedBy', { user: who(v.publishedBy), date: formatDate(v.publishedAt, true) })}
                {v.editedAt
                  ? ` · ${t('siteTexts.editedBy', { user: who(v.editedBy), date: formatDate(v.editedAt, true) })}`
                  : ''}
              </Text>
            ) : null}
            {v.restoredFrom !== null ? (
              <Text size="xs" c="dimmed">
                {t('siteTexts.restoredFrom', { version: v.restoredFrom })}
              </Text>
            ) : null}
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xs" mt={4}>
              {LANGUAGES.map((l) => (
                <Text key={l} size="sm" lang={l} lineClamp={4}>
                  <strong>{l.toUpperCase()}</strong> {v[l].replace(/<[^>]*>/g, ' ')}
                </Text>
              ))}
            </SimpleGrid>
            {v.version !== current ? (
              <Button
                size="xs"
                variant="light"
                mt={6}
                onClick={() => void onRestore(v.version)}
                loading={restore.isPending}
              >
                {t('siteTexts.restore')}
              </Button>
            ) : null}
          </Timeline.Item>
        ))}
      </Timeline>
    </Modal>
  );
}

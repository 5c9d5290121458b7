import '@mantine/dropzone/styles.layer.css';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Badge,
  Button,
  ColorInput,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { checkContrast, HEX_COLOR } from '../../../shared/brand-colors.ts';
import { firmSettings, type FirmSettings, type FirmSettingsAnswer } from '../../../shared/schemas/brand.ts';
import { TextField } from '../../components/form/fields.tsx';
import { ApiError, upload } from '../../lib/api.ts';
import { AdminOnlyNotice } from '../admin-shared/AdminOnlyNotice.tsx';
import { notifySaved, notifySaveFailed } from '../admin-shared/feedback.tsx';
import { FormActions } from '../admin-shared/FormActions.tsx';
import { PhotoUpload } from '../admin-shared/PhotoUpload.tsx';
import { firmSettingsQuery, useRefreshSettings, useSaveBrand, useSaveFirm } from './api.ts';

const LOGO_TYPES = ['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp'];

/** firmSettings (ADMIN): the firm's details, its colour, logo and hero photo (issue 30 item 3, decision 0060). */
export default function FirmSettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery(firmSettingsQuery());
  if (settings.error instanceof ApiError && settings.error.status === 403) return <AdminOnlyNotice />;
  if (!settings.data) return null;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('admin.menu.firmSettings')}
      </Title>
      <FirmForm settings={settings.data} />
      <BrandForm settings={settings.data} />
      <LogoForm settings={settings.data} />
      <PhotoUpload
        endpoint="/api/settings/hero-photo"
        current={settings.data.brand.hero}
        label={t('admin.settings.hero')}
        onSaved={() => void 0}
      />
    </Stack>
  );
}

function FirmForm({ settings }: { settings: FirmSettingsAnswer }) {
  const { t } = useTranslation();
  const save = useSaveFirm();
  const { saved: _saved, brand: _brand, ...values } = settings;
  const form = useForm<FirmSettings>({ resolver: zodResolver(firmSettings), defaultValues: values });
  const f = { control: form.control };
  const submit = form.handleSubmit(async (v) => {
    try {
      await save.mutateAsync(v);
      form.reset(v);
      notifySaved(t);
    } catch (err) {
      notifySaveFailed(form, t, err);
    }
  });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="settings-firm">
      <Title order={2} size="h4" id="settings-firm" mb="sm">
        {t('admin.settings.firm')}
      </Title>
      {!settings.saved ? (
        <Text size="sm" c="dimmed" mb="sm">
          {t('admin.settings.fromFile')}
        </Text>
      ) : null}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField {...f} name="firmName" label={t('admin.settings.firmName')} required />
            <TextField {...f} name="copyrightHolder" label={t('admin.settings.copyrightHolder')} required />
            <TextField {...f} name="addresses.0" label={t('admin.settings.address1')} required />
            <TextField {...f} name="addresses.1" label={t('admin.settings.address2')} />
            <TextField {...f} name="phones.0" label={t('admin.settings.phone1')} required />
            <TextField {...f} name="phones.1" label={t('admin.settings.phone2')} required />
            <TextField {...f} name="email" type="email" label={t('admin.settings.email')} required />
            <TextField {...f} name="networkUrl" label={t('admin.settings.networkUrl')} required />
            <TextField {...f} name="dpo.name" label={t('admin.settings.dpoName')} required />
            <TextField {...f} name="dpo.email" type="email" label={t('admin.settings.dpoEmail')} required />
          </SimpleGrid>
          <TextField {...f} name="dpo.address" label={t('admin.settings.dpoAddress')} required />
          <FormActions submitting={form.formState.isSubmitting} />
        </Stack>
      </form>
    </Paper>
  );
}

function BrandForm({ settings }: { settings: FirmSettingsAnswer }) {
  const { t } = useTranslation();
  const save = useSaveBrand();
  const [color, setColor] = useState(settings.brand.primaryColor ?? '#3b5bdb');
  const [error, setError] = useState<string | undefined>();
  const valid = HEX_COLOR.test(color.toLowerCase());
  const checks = valid ? checkContrast(color) : [];
  const submit = async () => {
    setError(undefined);
    try {
      await save.mutateAsync({ primaryColor: color });
      notifySaved(t);
    } catch (err) {
      setError(err instanceof ApiError ? (err.fields.primaryColor ?? 'admin.errors.invalid') : 'common.requestFailed');
    }
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="settings-brand">
      <Title order={2} size="h4" id="settings-brand" mb="sm">
        {t('admin.settings.brand')}
      </Title>
      <Stack gap="sm">
        <ColorInput
          label={t('admin.settings.primaryColor')}
          description={t('admin.settings.primaryColorHelp')}
          value={color}
          onChange={setColor}
          format="hex"
          // Its eye-dropper button has no accessible name: the colour is typed or picked.
          withEyeDropper={false}
          maw={260}
          error={error ? t(error) : !valid ? t('validation.color') : undefined}
        />
        {checks.length ? (
          <Table withTableBorder maw={560} aria-label={t('admin.settings.contrast')}>
            <Table.Tbody>
              {checks.map((c) => (
                <Table.Tr key={c.pair}>
                  <Table.Td>
                    <span
                      style={{ color: c.foreground, background: c.background, padding: '2px 8px', fontWeight: 600 }}
                    >
                      {t(`admin.settings.pairs.${c.pair}`)}
                    </span>
                  </Table.Td>
                  <Table.Td>{c.ratio}:1</Table.Td>
                  <Table.Td>
                    <Badge color={c.passes ? 'green' : 'red'} variant="light">
                      {c.passes ? t('admin.settings.passes') : t('admin.settings.fails')}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        <Group>
          <Button onClick={() => void submit()} loading={save.isPending} disabled={!valid}>
            {t('admin.settings.saveColor')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function LogoForm({ settings }: { settings: FirmSettingsAnswer }) {
  const { t } = useTranslation();
  const refresh = useRefreshSettings();
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const send = async (file: File | undefined) => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    setSending(true);
    setError(undefined);
    setMessage(undefined);
    try {
      await upload('/api/settings/logo', form, () => undefined);
      await refresh();
      notifySaved(t);
    } catch (err) {
      setError(err instanceof ApiError ? (err.fields.file ?? 'admin.errors.invalid') : 'common.requestFailed');
      setMessage(err instanceof ApiError ? err.message : undefined);
    } finally {
      setSending(false);
    }
  };
  const logo = settings.brand.logo;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="settings-logo">
      <Title order={2} size="h4" id="settings-logo" mb="sm">
        {t('admin.settings.logo')}
      </Title>
      <Stack gap="sm">
        {logo ? (
          <Group>
            <Image src={logo.src} alt={t('admin.settings.currentLogo')} h={48} w="auto" maw="100%" fit="contain" />
            <Image src={logo.favicon} alt={t('admin.settings.favicon')} h={32} w={32} />
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('admin.settings.noLogo')}
          </Text>
        )}
        <Text size="sm">{t('admin.settings.logoHelp')}</Text>
        <Dropzone
          onDrop={(files) => void send(files[0])}
          onReject={() => setError('validation.logoType')}
          accept={LOGO_TYPES}
          maxSize={1024 * 1024}
          multiple={false}
          loading={sending}
          aria-label={t('admin.settings.logoDrop')}
        >
          <Group justify="center" gap="sm" mih={64} style={{ pointerEvents: 'none' }}>
            <IconUpload size={24} aria-hidden />
            <Text size="sm">{t('admin.settings.logoDrop')}</Text>
          </Group>
        </Dropzone>
        {error ? (
          <Alert color="red" role="alert">
            {t(error)}
            {message ? <Text size="xs">{message}</Text> : null}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

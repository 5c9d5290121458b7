import { Box, Button, Group, Input, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhoto } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, MAX_UPLOAD_BYTES, type Language } from '../../../shared/constants.ts';
import type { Picture } from '../../../shared/schemas/brand.ts';
import { Picture as ResponsivePicture } from '../../components/Picture.tsx';
import { ApiError, api, upload } from '../../lib/api.ts';
import { confirmDelete, notifySaved } from './feedback.tsx';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * A photo with its alternative text in each language (all three required), sent to `endpoint` (multipart `file`,
 * `alt.fr`, `alt.en`, `alt.nl`; docs/decisions/0060). The server resizes and re-encodes it; the current photo shows
 * here as the public page shows it (its sizes and formats), to be replaced or removed (`DELETE endpoint`).
 */
export function PhotoUpload({
  endpoint,
  current,
  label,
  onSaved,
  removable = false,
}: {
  endpoint: string;
  current: Picture | null | undefined;
  label: string;
  /** After an upload (the new picture) or a removal (null). */
  onSaved?: (picture: Picture | null) => void;
  /** The record may be without a photo (a manager, a service): offer to remove it. */
  removable?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(current ?? null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState<Record<Language, string>>({
    fr: current?.alt.fr ?? '',
    en: current?.alt.en ?? '',
    nl: current?.alt.nl ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  const send = async () => {
    const missing = Object.fromEntries(
      LANGUAGES.filter((l) => !alt[l].trim()).map((l) => [`alt.${l}`, 'validation.required']),
    );
    if (!file) missing.file = 'validation.required';
    setErrors(missing);
    if (Object.keys(missing).length > 0 || !file) return;
    const form = new FormData();
    for (const l of LANGUAGES) form.append(`alt.${l}`, alt[l]);
    form.append('file', file);
    setSending(true);
    try {
      const saved = await upload<Picture>(endpoint, form, () => undefined);
      setShown(saved);
      setFile(null);
      notifySaved(t);
      onSaved?.(saved);
    } catch (err) {
      setErrors(
        err instanceof ApiError && Object.keys(err.fields).length ? err.fields : { file: 'admin.photo.failed' },
      );
    } finally {
      setSending(false);
    }
  };

  const remove = () =>
    confirmDelete(t, t('admin.photo.current'), async () => {
      await api(endpoint, { method: 'DELETE' });
      setShown(null);
      onSaved?.(null);
    });

  return (
    <Paper withBorder p="md" component="fieldset" aria-labelledby={`${id}-legend`}>
      <Text component="legend" id={`${id}-legend`} fw={600}>
        {label}
      </Text>
      <Stack gap="sm">
        {shown ? (
          <Box w={160}>
            <ResponsivePicture picture={shown} sizes="160px" style={{ borderRadius: 'var(--mantine-radius-sm)' }} />
          </Box>
        ) : (
          <Text size="sm" c="dimmed">
            {t('admin.photo.none')}
          </Text>
        )}
        <Input.Wrapper
          label={t('admin.photo.file')}
          required
          error={errors.file ? t(errors.file) : undefined}
          id={`${id}-file`}
        >
          <Dropzone
            onDrop={(files) => setFile(files[0] ?? null)}
            onReject={() => setErrors({ file: 'validation.fileType' })}
            accept={PHOTO_TYPES}
            maxSize={MAX_UPLOAD_BYTES}
            multiple={false}
            aria-label={t('admin.photo.file')}
          >
            <Group justify="center" gap="sm" mih={64} style={{ pointerEvents: 'none' }}>
              <IconPhoto size={28} aria-hidden />
              <Text size="sm">{file ? file.name : t('admin.photo.drop')}</Text>
            </Group>
          </Dropzone>
        </Input.Wrapper>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {LANGUAGES.map((l) => (
            <TextInput
              key={l}
              label={t(`admin.photo.alt.${l}`)}
              required
              value={alt[l]}
              maxLength={250}
              onChange={(e) => {
                // Read now: the updater may run after the event (React sets currentTarget back to null), as it did
                // once a file was chosen, when the first key crashed the page (issue 44 item 1).
                const value = e.currentTarget.value;
                setAlt((a) => ({ ...a, [l]: value }));
              }}
              error={errors[`alt.${l}`] ? t(errors[`alt.${l}`]!) : undefined}
            />
          ))}
        </SimpleGrid>
        <Group>
          <Button onClick={() => void send()} loading={sending}>
            {t(shown ? 'admin.photo.replace' : 'admin.photo.upload')}
          </Button>
          {shown && removable ? (
            <Button variant="default" color="red" onClick={remove} disabled={sending}>
              {t('admin.photo.remove')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

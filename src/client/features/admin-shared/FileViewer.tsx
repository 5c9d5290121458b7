import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconEye, IconEyeOff, IconFile } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileInfo } from '../../../shared/schemas/pipeline-records.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import { notifyFailed } from './feedback.tsx';
import { fetchFile } from './fetch-file.ts';
import { formatSize } from './format.ts';

/**
 * A CV or attachment: download it, or preview a PDF inline. Only a file the server verified as a PDF from its bytes
 * is previewed, as a blob typed application/pdf: the browser can only hand it to its PDF viewer, whose scripts (if
 * the PDF has any) run inside the viewer, never in the admin page. The frame is not sandboxed because Chromium
 * refuses to show any PDF in a sandboxed frame (docs/decisions/0011-admin-pdf-preview.md).
 */
export function FileViewer({ file }: { file: FileInfo }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const isPdf = file.mimeType === 'application/pdf';

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const run = async (action: (blob: Blob) => void) => {
    setBusy(true);
    try {
      action(await fetchFile(`/api/files/${file.id}`));
    } catch (err) {
      notifyFailed(t, err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconFile size={20} aria-hidden />
            <Text size="sm" fw={500} truncate="end">
              {file.fileName}
            </Text>
            <Text size="xs" c="dimmed">
              {formatSize(file.size)}
            </Text>
          </Group>
          <Group gap="xs">
            {isPdf ? (
              <Button
                size="xs"
                variant="light"
                loading={busy && !preview}
                leftSection={preview ? <IconEyeOff size={14} aria-hidden /> : <IconEye size={14} aria-hidden />}
                onClick={() =>
                  preview
                    ? setPreview(null)
                    : void run((blob) => setPreview(URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }))))
                }
              >
                {preview ? t('admin.files.hidePreview') : t('admin.files.preview')}
              </Button>
            ) : null}
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} aria-hidden />}
              onClick={() => void run((blob) => saveBlob(blob, file.fileName))}
            >
              {t('admin.files.download')}
            </Button>
          </Group>
        </Group>
        {preview ? (
          <iframe
            src={preview}
            referrerPolicy="no-referrer"
            title={t('admin.files.previewOf', { name: file.fileName })}
            style={{ width: '100%', height: 560, border: '1px solid var(--mantine-color-default-border)' }}
          />
        ) : null}
        {!isPdf ? (
          <Alert variant="light" color="gray" p="xs">
            <Text size="xs">{t('admin.files.noPreview')}</Text>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

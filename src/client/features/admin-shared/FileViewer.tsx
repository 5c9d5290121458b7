import { Alert, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconDownload, IconEye, IconEyeOff, IconFile } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileInfo } from '../../../shared/schemas/pipeline-records.ts';
import { api } from '../../lib/api.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import { notifyFailed } from './feedback.tsx';
import { fetchFile } from './fetch-file.ts';
import { formatSize } from './format.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** The types whose text the server extracts (src/server/files/text/extract-text.ts, EXTRACTED_TYPES). */
const EXTRACTED = new Set(['application/pdf', DOCX]);

interface FileText {
  status: 'pending' | 'done' | 'no-text' | 'failed';
  language?: string;
  text?: string;
  html?: string;
  error?: string;
}

/** Where a CV's text extraction stands (`GET /api/files/{id}/text`), asked again every 2 s while it is pending. */
function useFileText(file: FileInfo) {
  return useQuery({
    queryKey: ['files', file.id, 'text'] as const,
    queryFn: ({ signal }) => api<FileText>(`/api/files/${file.id}/text`, { signal }),
    enabled: EXTRACTED.has(file.mimeType),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2000 : false),
    retry: false,
  });
}

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
  const isDocx = file.mimeType === DOCX;
  const text = useFileText(file);
  const [docxShown, setDocxShown] = useState(false);
  const docxHtml = isDocx && text.data?.status === 'done' ? text.data.html : undefined;

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
            {docxHtml ? (
              <Button
                size="xs"
                variant="light"
                leftSection={docxShown ? <IconEyeOff size={14} aria-hidden /> : <IconEye size={14} aria-hidden />}
                onClick={() => setDocxShown(!docxShown)}
              >
                {docxShown ? t('admin.files.hidePreview') : t('admin.files.preview')}
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
        {text.data ? <TextStatus text={text.data} /> : null}
        {docxHtml && docxShown ? (
          <Box
            component="section"
            aria-labelledby={`docx-${file.id}`}
            p="sm"
            style={{
              maxHeight: 560,
              overflow: 'auto',
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-sm)',
            }}
          >
            <Title order={3} size="h5" id={`docx-${file.id}`} mb="xs">
              {t('admin.files.docxPreview')}
            </Title>
            {/* Sanitised by the server (docs/decisions/0049): no scripts, no attributes that run anything. HTML set
                by innerHTML never runs <script> either. */}
            <div className="docx-preview" dangerouslySetInnerHTML={{ __html: docxHtml }} />
          </Box>
        ) : null}
        {!isPdf && !docxHtml ? (
          <Alert variant="light" color="gray" p="xs">
            <Text size="xs">{t('admin.files.noPreview')}</Text>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** One line on where the CV's text stands: extracted (in which language), a scan, failed, or being extracted. */
function TextStatus({ text }: { text: FileText }) {
  const { t } = useTranslation();
  const line =
    text.status === 'done'
      ? text.language
        ? t('admin.files.textDone', { language: text.language })
        : t('admin.files.textDoneNoLang')
      : text.status === 'no-text'
        ? t('admin.files.textNone')
        : text.status === 'failed'
          ? t('admin.files.textFailed')
          : t('admin.files.textPending');
  return (
    <Text size="xs" c={text.status === 'failed' ? 'red.9' : 'dimmed'} role="status" data-text-status={text.status}>
      {line}
    </Text>
  );
}

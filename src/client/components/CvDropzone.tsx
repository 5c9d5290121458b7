import '@mantine/dropzone/styles.layer.css';
import { ActionIcon, Button, Group, Input, Paper, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFileText, IconUpload, IconX } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES, UPLOAD_MIME_TYPES } from '../../shared/constants.ts';
import { checkUploadFile, formatFileSize } from './upload-file.ts';
import type { FileField } from './use-file-field.ts';

const ACCEPT_LIST = Object.values(UPLOAD_MIME_TYPES)
  .map((ext) => `.${ext}`)
  .join(',');
const ACCEPT = Object.fromEntries(Object.entries(UPLOAD_MIME_TYPES).map(([mime, ext]) => [mime, [`.${ext}`]]));

export interface CvDropzoneProps {
  /** The file's name in the form's plain HTML post. */
  name?: string;
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** The i18n key of the problem with the file. */
  error?: string;
  onError: (key: string | undefined) => void;
  /** Upload progress in percent while sending, else null. */
  progress: number | null;
  disabled?: boolean;
}

/**
 * A CV or attachment: dropped on the zone, or chosen with its button (the keyboard's way in), checked at once
 * (type and size), with the upload's progress while sending.
 */
export function CvDropzone({ label, name, file, onChange, error, onError, progress, disabled }: CvDropzoneProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const openRef = useRef<() => void>(null);
  const choose = (picked: File | undefined) => {
    if (!picked) return;
    const problem = checkUploadFile(picked);
    onError(problem);
    onChange(problem ? null : picked);
  };
  const reject = (rejections: FileRejection[]) => {
    const code = rejections[0]?.errors[0]?.code;
    onChange(null);
    onError(code === 'file-too-large' ? 'validation.fileTooLarge' : 'validation.fileType');
  };

  return (
    <Stack gap={6}>
      <Input.Label id={`${id}-label`} required>
        {label}
      </Input.Label>
      <Dropzone
        openRef={openRef}
        onDrop={(files) => choose(files[0])}
        onReject={reject}
        accept={ACCEPT}
        maxSize={MAX_UPLOAD_BYTES}
        multiple={false}
        disabled={disabled}
        activateOnKeyboard={false}
        enablePointerEvents
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <Group justify="center" gap="md" mih={96} wrap="nowrap">
          <Dropzone.Accept>
            <IconUpload size={36} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={36} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileText size={36} aria-hidden />
          </Dropzone.Idle>
          <Stack gap={6} align="flex-start">
            <Text fw={500}>{t('forms.dropTitle')}</Text>
            <Button
              variant="default"
              size="xs"
              disabled={disabled}
              onClick={(event) => {
                // The zone opens the picker on click too: this one click must open it once.
                event.stopPropagation();
                openRef.current?.();
              }}
              aria-labelledby={`${id}-label ${id}-choose`}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              aria-invalid={error ? true : undefined}
            >
              <span id={`${id}-choose`}>{t('forms.chooseFile')}</span>
            </Button>
            <Text size="sm" c="gray.7" id={`${id}-hint`}>
              {t('forms.fileHint')}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {name ? (
        // Without JavaScript the zone cannot open a picker: the browser's own file input, posted with the form
        // (docs/decisions/0038). React renders it on the server only; with JavaScript it is inert.
        <noscript>
          <input
            type="file"
            name={name}
            accept={ACCEPT_LIST}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          />
        </noscript>
      ) : null}
      {file ? (
        <Paper withBorder p="xs" radius="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="selected-file">
              {t('forms.selected', { name: file.name, size: formatFileSize(file.size, i18n.language) })}
            </Text>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => onChange(null)}
              disabled={disabled}
              aria-label={t('forms.removeFile')}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Paper>
      ) : null}
      {error ? <Input.Error id={`${id}-error`}>{t(error)}</Input.Error> : null}
      {progress !== null ? (
        <Stack gap={2}>
          <Progress value={progress} animated aria-label={t('forms.uploadProgress')} />
          <Text size="xs" c="gray.7" aria-live="polite">
            {t('forms.uploading', { progress })}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The dropzone of a form's file field (`useFileField`), disabled while sending. */
export function FileFieldDropzone({ label, field, disabled }: { label: string; field: FileField; disabled: boolean }) {
  return (
    <CvDropzone
      label={label}
      name={field.name}
      file={field.file}
      onChange={field.setFile}
      error={field.error}
      onError={field.setError}
      progress={field.progress}
      disabled={disabled}
    />
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { FileInput, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT } from '../../../shared/constants.ts';
import type { FileInfo, ProfileRecord } from '../../../shared/schemas/pipeline-records.ts';
import { profileCreate } from '../../../shared/schemas/profile.ts';
import { notifySaved, notifySaveFailed } from '../admin-shared/feedback.tsx';
import { FormActions } from '../admin-shared/FormActions.tsx';
import { FileViewer } from '../admin-shared/FileViewer.tsx';
import { useUnsavedChanges } from '../admin-shared/UnsavedChanges.tsx';
import { Section } from '../admin-shared/Section.tsx';
import { useSaveProfile } from './api.ts';
import { ProfileFields, type ProfileFormValues, type ProfileOutput } from './ProfileFields.tsx';

interface Props {
  defaults: ProfileFormValues;
  /** The profile being edited; none for a new one. */
  id?: number;
  cv?: FileInfo;
  onSaved: (profile: ProfileRecord) => void;
}

/**
 * A profile and its CV, sent together as docs/spec/product-spec.md#7-the-calls-it-makes has it (`profile` JSON part + `fileCv`), with the upload's
 * progress. The fields are checked by the server's own schema before anything is sent.
 */
export function ProfileForm({ defaults, id, cv, onSaved }: Props) {
  const { t } = useTranslation();
  const form = useForm<ProfileFormValues, unknown, ProfileOutput>({
    resolver: zodResolver(profileCreate),
    defaultValues: defaults,
  });
  const saveProfile = useSaveProfile();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { allowNavigation } = useUnsavedChanges(form.formState.isDirty || file !== null);

  const submit = form.handleSubmit(async (values) => {
    const body = new FormData();
    const { process, ...profile } = values;
    body.append('profile', JSON.stringify(id ? { ...profile, id } : { ...profile, process }));
    if (file) body.append('fileCv', file);
    setProgress(0);
    try {
      const saved = await saveProfile.mutateAsync({ id: id ?? null, body, onProgress: setProgress });
      form.reset(form.getValues());
      setFile(null);
      allowNavigation();
      notifySaved(t);
      onSaved(saved);
    } catch (err) {
      notifySaveFailed(form, t, err);
      if (err instanceof Error && 'fields' in err)
        setFileError((err as { fields: Record<string, string> }).fields.fileCv ?? null);
    } finally {
      setProgress(null);
    }
  });

  const pick = (picked: File | null) => {
    setFileError(picked && picked.size > MAX_UPLOAD_BYTES ? 'validation.fileTooLarge' : null);
    setFile(picked && picked.size <= MAX_UPLOAD_BYTES ? picked : null);
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <ProfileFields form={form} isNew={!id} />
        <Section title={t('admin.profiles.cv')}>
          <Stack gap="sm">
            {cv ? (
              <FileViewer file={cv} />
            ) : (
              <Text size="sm" c="dimmed">
                {t('admin.profiles.noCv')}
              </Text>
            )}
            <FileInput
              label={cv ? t('admin.profiles.replaceCv') : t('admin.profiles.uploadCv')}
              description={t('admin.profiles.cvHelp')}
              accept={UPLOAD_ACCEPT}
              value={file}
              onChange={pick}
              clearable
              leftSection={<IconUpload size={16} aria-hidden />}
              error={fileError ? t(fileError) : undefined}
            />
            {progress !== null && file ? (
              <Progress value={progress} aria-label={t('admin.profiles.uploading')} />
            ) : null}
          </Stack>
        </Section>
        <FormActions submitting={form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}

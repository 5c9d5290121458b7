import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useHoneypot } from './Honeypot.tsx';
import { showServerErrors } from './form/server-errors.ts';
import type { PageFormName } from '../../shared/page-form.ts';
import { useFormPost } from './form-post.ts';
import { useFileField } from './use-file-field.ts';

export interface PublicFormOptions<In extends FieldValues, Out> {
  /** The form's name in its page's plain HTML post (docs/decisions/0038). */
  name: PageFormName;
  /** The shared schema: the server validates with the same one. */
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In> & In;
  /** The name of the file part when the form carries a required file (the server names it in its errors). */
  fileField?: string;
  send: (
    values: Out & { website: string },
    file: File | null,
    onProgress: (percent: number) => void,
  ) => Promise<unknown>;
  /** Handles an error the form knows better (e.g. a closed job); answers true when it did. */
  onError?: (err: unknown) => boolean;
}

/**
 * The life of a public form: the shared schema checks each field as the visitor goes, the file is checked at
 * once, the honeypot travels with the values, the server's refusals land on their fields, and a success replaces
 * the form with a confirmation.
 */
export function usePublicForm<In extends FieldValues, Out>(options: PublicFormOptions<In, Out>) {
  const { name, schema, defaultValues, fileField, send, onError } = options;
  // Posted without JavaScript and refused: the page comes again with the values sent and each field's message;
  // accepted: the page with `?sent=` shows the confirmation.
  const posted = useFormPost(name);
  const [initial] = useState(() => {
    const post = posted.post;
    if (!post) return { values: defaultValues, errors: undefined, fileError: undefined };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(post.fields)) {
      if (field !== fileField && field in defaultValues) errors[field] = { type: 'server', message };
    }
    const values = {
      ...defaultValues,
      ...Object.fromEntries(Object.entries(post.values).filter(([k]) => k in defaultValues)),
    };
    return { values, errors: errors as FieldErrors<In>, fileError: fileField ? post.fields[fileField] : undefined };
  });
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema),
    defaultValues: initial.values,
    errors: initial.errors,
    mode: 'onTouched',
  });
  const honeypot = useHoneypot();
  const file = useFileField(fileField, initial.fileError);
  const [rootError, setRootError] = useState<string | undefined>(posted.post?.rootError);
  const [sent, setSent] = useState(posted.sent);

  const submit = (event?: BaseSyntheticEvent) => {
    setRootError(undefined);
    const fileValid = fileField ? file.check() : true;
    return form.handleSubmit(async (values) => {
      if (!fileValid) return;
      try {
        if (fileField) file.setProgress(0);
        await send({ ...values, website: honeypot.value() }, file.file, file.setProgress);
        setSent(true);
      } catch (err) {
        file.setProgress(null);
        if (onError?.(err)) return;
        setRootError(
          showServerErrors(err, {
            setError: form.setError,
            fields: Object.keys(defaultValues),
            fileField,
            setFileError: file.setError,
          }),
        );
      }
    })(event);
  };

  const reset = () => {
    form.reset(defaultValues);
    file.reset();
    setRootError(undefined);
    setSent(false);
  };

  return { name, form, control: form.control, honeypot, file, rootError, sent, submit, reset };
}

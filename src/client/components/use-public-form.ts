import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useHoneypot } from './Honeypot.tsx';
import { showServerErrors } from './form/server-errors.ts';
import { useFileField } from './use-file-field.ts';

export interface PublicFormOptions<In extends FieldValues, Out> {
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
  const { schema, defaultValues, fileField, send, onError } = options;
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues, mode: 'onTouched' });
  const honeypot = useHoneypot();
  const file = useFileField();
  const [rootError, setRootError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);

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

  return { form, control: form.control, honeypot, file, rootError, sent, submit, reset };
}

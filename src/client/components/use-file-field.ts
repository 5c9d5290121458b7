import { useState } from 'react';

/** The state of a form's file field: the chosen file, the i18n key of its problem, and the upload's progress. */
export function useFileField(name?: string, initialError?: string) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>(initialError);
  const [progress, setProgress] = useState<number | null>(null);
  return {
    /** The field's name in the form's plain HTML post. */
    name,
    file,
    error,
    progress,
    setError,
    setProgress,
    setFile: (next: File | null) => {
      setFile(next);
      if (next) setError(undefined);
    },
    /** Marks a missing file; answers whether the field is valid. */
    check(): boolean {
      if (file) return !error;
      setError('validation.fileRequired');
      return false;
    },
    reset() {
      setFile(null);
      setError(undefined);
      setProgress(null);
    },
  };
}
export type FileField = ReturnType<typeof useFileField>;

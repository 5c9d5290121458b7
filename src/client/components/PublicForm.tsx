import type { BaseSyntheticEvent, ReactNode } from 'react';
import type { PageFormName } from '../../shared/page-form.ts';
import { FormSuccess } from './FormFeedback.tsx';
import { FormShell } from './FormShell.tsx';

/** What the frame needs of `usePublicForm`'s answer. */
interface PublicFormState {
  name: PageFormName;
  sent: boolean;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  reset: () => void;
  honeypot: { ref: React.Ref<HTMLInputElement> };
  rootError: string | undefined;
  form: { formState: { isSubmitting: boolean } };
}

/**
 * A public form from `usePublicForm`: its fields in the form's frame until it is sent, then the confirmation, whose
 * "send another" resets the form (`onAgain` does more when the form has more to reset).
 */
export function PublicForm({
  state,
  label,
  submitLabel,
  successTitle,
  successText,
  onAgain,
  children,
}: {
  state: PublicFormState;
  /** The accessible name of the form. */
  label: string;
  submitLabel: string;
  successTitle: string;
  successText: string;
  onAgain?: () => void;
  children: ReactNode;
}) {
  if (state.sent) {
    return (
      <FormSuccess title={successTitle} onAgain={onAgain ?? state.reset}>
        {successText}
      </FormSuccess>
    );
  }
  return (
    <FormShell
      name={state.name}
      onSubmit={state.submit}
      honeypotRef={state.honeypot.ref}
      rootError={state.rootError}
      submitting={state.form.formState.isSubmitting}
      submitLabel={submitLabel}
      label={label}
    >
      {children}
    </FormShell>
  );
}

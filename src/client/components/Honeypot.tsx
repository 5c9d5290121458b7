import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The hidden `website` field of every public form; the server drops a submission where it is filled. */
export function useHoneypot() {
  const ref = useRef<HTMLInputElement>(null);
  return { ref, value: () => ref.current?.value ?? '' };
}

const hidden = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
} as const;

/** Invisible to people and screen readers, out of the tab order, never autofilled: only bots fill it in. */
export function Honeypot({ inputRef }: { inputRef: React.Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  return (
    <div style={hidden} aria-hidden="true">
      <label>
        {t('forms.honeypot')}
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

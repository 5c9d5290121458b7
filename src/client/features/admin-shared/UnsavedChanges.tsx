import { Button, Group, Modal, Text } from '@mantine/core';
import { createContext, useCallback, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

type DirtyForms = Set<string>;
const DirtyFormsContext = createContext<DirtyForms | null>(null);

/**
 * Warns before leaving the admin area's forms with unsaved changes: a modal for navigation inside the app (React
 * Router's blocker, one for all forms), the browser's own prompt for a reload or closing the tab.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // One set for the guard's whole life: forms add and remove themselves; nothing re-renders for it.
  const [dirty] = useState<DirtyForms>(() => new Set());
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty.size > 0 && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (dirty.size > 0) e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <DirtyFormsContext.Provider value={dirty}>
      {children}
      <Modal
        closeButtonProps={{ 'aria-label': t('admin.common.close') }}
        opened={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={t('admin.unsaved.title')}
        centered
      >
        <Text size="sm">{t('admin.unsaved.text')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            {t('admin.unsaved.stay')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              dirty.clear();
              blocker.proceed?.();
            }}
          >
            {t('admin.unsaved.leave')}
          </Button>
        </Group>
      </Modal>
    </DirtyFormsContext.Provider>
  );
}

/**
 * Registers a form's unsaved state with the guard. `allowNavigation` forgets it at once, for a save that
 * navigates before the form has re-rendered as clean.
 */
export function useUnsavedChanges(isDirty: boolean) {
  const forms = useContext(DirtyFormsContext);
  const id = useId();
  useEffect(() => {
    if (!forms) return;
    if (isDirty) forms.add(id);
    else forms.delete(id);
    return () => void forms.delete(id);
  }, [forms, id, isDirty]);
  const allowNavigation = useCallback(() => void forms?.delete(id), [forms, id]);
  return { allowNavigation };
}

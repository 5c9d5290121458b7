import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';

export type Lang = 'en' | 'fr' | 'nl';
const LANGS: { value: Lang; name: string }[] = [
  { value: 'en', name: 'English' },
  { value: 'fr', name: 'Français' },
  { value: 'nl', name: 'Nederlands' },
];

/** One tab per site language, each named in its own language; every panel stays mounted so its fields keep their values. */
export function LanguageTabs({ panel }: { panel: (lang: Lang) => ReactNode }) {
  return (
    <Tabs defaultValue="en" keepMounted>
      <Tabs.List>
        {LANGS.map((l) => (
          <Tabs.Tab key={l.value} value={l.value}>
            {l.name}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {LANGS.map((l) => (
        <Tabs.Panel key={l.value} value={l.value} pt="sm">
          {panel(l.value)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

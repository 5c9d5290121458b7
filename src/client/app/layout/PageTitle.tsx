import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { getAppConfig } from '../../lib/config.ts';
import type { RouteHandle } from '../lazy.ts';

/** docs/spec/product-spec.md#2-screens-and-routes: the title comes from the translated menu label of the current section, refreshed on language change. */
export function PageTitle() {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.titleKey)?.handle as
    RouteHandle | undefined;
  useEffect(() => {
    const firm = getAppConfig().firmName;
    document.title = handle ? `${t(handle.titleKey)} | ${firm}` : firm;
  }, [handle, t, i18n.resolvedLanguage]);
  return null;
}

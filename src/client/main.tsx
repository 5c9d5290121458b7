import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { loadAppConfig } from './lib/config.ts';
import { initI18n } from './lib/i18n.ts';

const root = createRoot(document.getElementById('root')!);

/** The runtime configuration and the translations are loaded before the first render. */
Promise.all([loadAppConfig(), initI18n()]).then(
  () =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  (err: unknown) => {
    root.render(<p role="alert">The site could not start: {err instanceof Error ? err.message : String(err)}</p>);
  },
);

import { AppShell, Box, Container } from '@mantine/core';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { PreviewBanner } from '../../lib/site-content.tsx';
import { AnchorScroll } from './AnchorScroll.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { PageTitle } from './PageTitle.tsx';
import { SkipLink } from './SkipLink.tsx';

/** A route whose page brings its own shell (the back-office's, issue 28 item 8): its handle says `ownShell`. */
export interface ShellHandle {
  ownShell?: boolean;
}

export function PublicLayout() {
  const { isAdmin } = useAuth();
  const matches = useMatches();
  // Staff in the back-office get its full-width shell, without the public header and footer; a visitor on an
  // admin path gets the login page inside the public site.
  if (isAdmin && matches.some((m) => (m.handle as ShellHandle | undefined)?.ownShell)) {
    return (
      <>
        <PageTitle />
        <ScrollRestoration />
        <Outlet />
      </>
    );
  }
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <SkipLink />
      <PageTitle />
      <ScrollRestoration />
      <AnchorScroll />
      <AppShell.Header>
        <Header />
      </AppShell.Header>
      {/* A plain box, not AppShell.Main: the page has one <main>, the container below. */}
      <Box pt={64}>
        <Container size="lg" py="xl" component="main" id="main" tabIndex={-1} style={{ minHeight: '70vh' }}>
          <PreviewBanner />
          <Outlet />
        </Container>
        <Footer />
      </Box>
    </AppShell>
  );
}

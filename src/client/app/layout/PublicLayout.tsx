import { AppShell, Box, Container } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import { AnchorScroll } from './AnchorScroll.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { PageTitle } from './PageTitle.tsx';
import { SkipLink } from './SkipLink.tsx';

export function PublicLayout() {
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
          <Outlet />
        </Container>
        <Footer />
      </Box>
    </AppShell>
  );
}

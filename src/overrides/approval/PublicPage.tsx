import type { ReactNode } from 'react';
import { Box, Container, CssBaseline, Paper, ThemeProvider, createTheme } from '@mui/material';
import { I18nContextProvider } from 'ra-core';
import { createI18nProvider } from '../../engine/i18n';
import { approvalMessages } from './approvalMessages';

const theme = createTheme();
const i18nProvider = createI18nProvider(approvalMessages);

/** The frame of a page reached by a link, outside the agent panel: its own theme and texts, no login. */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <I18nContextProvider value={i18nProvider}>
        <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'grey.100', py: 6 }}>
          <Container maxWidth="md">
            <Paper variant="outlined" sx={{ p: 4 }}>{children}</Paper>
          </Container>
        </Box>
      </I18nContextProvider>
    </ThemeProvider>
  );
}

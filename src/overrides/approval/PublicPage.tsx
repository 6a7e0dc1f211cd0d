import type { ReactNode } from 'react';
import { Box, Container, CssBaseline, Paper, ThemeProvider, createTheme, useMediaQuery, type Theme } from '@mui/material';
import { I18nContextProvider } from 'ra-core';
import { createI18nProvider } from '../../engine/i18n';
import { appTheme } from '../../engine/theme';
import { approvalMessages } from './approvalMessages';

const i18nProvider = createI18nProvider(approvalMessages);
// The app's colours (contrast kept in both modes), light or dark as the approver's device asks; each
// made when first asked for, so a page drawn in one mode does not compute the other as it loads.
const themes: Partial<Record<'light' | 'dark', Theme>> = {};
const themeOf = (mode: 'light' | 'dark') => (themes[mode] ??= createTheme(appTheme(mode, i18nProvider.translate('approval_page.loading'))));

/**
 * The frame of a page reached by a link, outside the agent panel: its own theme and texts, no login.
 * On a phone (where approvers open their mail) the card keeps the screen's width with small margins.
 */
export function PublicPage({ children }: { children: ReactNode }) {
  const dark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  return (
    <ThemeProvider theme={themeOf(dark ? 'dark' : 'light')}>
      <CssBaseline enableColorScheme />
      <I18nContextProvider value={i18nProvider}>
        <Box component="main" sx={{ minHeight: '100vh', bgcolor: dark ? 'background.default' : 'grey.100', py: { xs: 2, sm: 6 } }}>
          <Container maxWidth="md">
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, overflowWrap: 'anywhere' }}>{children}</Paper>
          </Container>
        </Box>
      </I18nContextProvider>
    </ThemeProvider>
  );
}

import { useMemo } from 'react';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { registerMessages } from '../i18n';
import { DASHBOARD_SECTIONS, type ResourceDefinition } from '../../kernel';
import type { HomeApi } from './homeApi';
import { HomeBlock } from './HomeBlock';
import { homeMessages } from './homeMessages';

registerMessages(homeMessages);

interface HomePageProps {
  api: HomeApi;
  definitions: ResourceDefinition[];
}

/**
 * The home page: the blocks the resource files declare (x-dashboard) that the caller's role sees, as
 * the server lists them, by section (my work, the desk, administration). Each block reads its own
 * figures, so one slow block never holds the others; the page names no resource.
 */
export function HomePage({ api, definitions }: HomePageProps) {
  const translate = useTranslate();
  const { data: blocks, isPending, isError, refetch } = useQuery({ queryKey: ['home-blocks'], queryFn: () => api.blocks(), retry: false });
  const byName = useMemo(() => new Map(definitions.map((def) => [def.name, def])), [definitions]);
  const sections = DASHBOARD_SECTIONS.map((section) => [section, (blocks ?? []).filter((block) => block.section === section)] as const)
    .filter(([, shown]) => shown.length > 0);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h4" component="h1" gutterBottom>{translate('sd.dashboard')}</Typography>
      {isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {isError && (
        <Alert severity="error" action={<Button color="inherit" onClick={() => void refetch()}>{translate('sd.home.retry')}</Button>}>
          {translate('sd.home.blocks_failed')}
        </Alert>
      )}
      {blocks?.length === 0 && <Typography color="text.secondary">{translate('sd.home.no_blocks')}</Typography>}
      {sections.map(([section, shown]) => (
        <Box key={section} component="section" aria-labelledby={`home-${section}`} sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2" id={`home-${section}`} gutterBottom>{translate(`sd.home.sections.${section}`)}</Typography>
          {/* Blocks stack on a phone and fill the width in columns of at least 320 px on wider screens. */}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(320px, 1fr))' }, gap: 2, alignItems: 'start' }}>
            {shown.map((block) => <HomeBlock key={block.id} block={block} api={api} definition={byName.get(block.resource)} />)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

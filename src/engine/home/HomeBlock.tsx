import { Alert, Box, Button, Card, CardContent, Link, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import type { BlockDescription, ResourceDefinition } from '../../kernel';
import { BlockBody } from './BlockBody';
import type { HomeApi } from './homeApi';
import { useBlockData } from './useBlockData';

interface HomeBlockProps {
  block: BlockDescription;
  api: HomeApi;
  /** The resource file declaring the block, whose cells draw its rows. */
  definition?: ResourceDefinition;
}

/**
 * One block of the home page: its title with the total linking to the list it counts, and its figures
 * once read; a placeholder while first read, the error with a retry, and the old figures kept while
 * they are read again.
 */
export function HomeBlock({ block, api, definition }: HomeBlockProps) {
  const translate = useTranslate();
  const { data, isPending, isError, isFetching, refetch } = useBlockData(api, block.id);
  const heading = `home-block-${block.id}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={heading} aria-busy={isFetching} data-block={block.id} data-total={data?.total} sx={{ minWidth: 0 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1 }}>
          <Typography variant="subtitle1" component="h3" id={heading} sx={{ flex: 1, fontWeight: 600 }}>{block.title}</Typography>
          {data?.link && block.kind !== 'count' && data.total > 0 && (
            <Link component={RouterLink} to={data.link} aria-label={translate('sd.home.total', { count: data.total })}>
              {data.total}
            </Link>
          )}
        </Box>
        {isPending && <Skeleton variant="rounded" height={72} aria-label={translate('ra.page.loading')} />}
        {isError && !data && (
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>{translate('sd.home.retry')}</Button>}>
            {translate('sd.home.failed')}
          </Alert>
        )}
        {data && <BlockBody block={block} data={data} definition={definition} onDone={() => void refetch()} />}
      </CardContent>
    </Card>
  );
}

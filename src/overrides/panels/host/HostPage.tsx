import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';

/** A host page of the stand-in help desk: a heading and what the add-on injects below it. */
export function HostPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box sx={{ p: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{title}</Typography>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

import { useEffect, useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useListContext, useTranslate } from 'ra-core';
import type { ApiRequest, ServiceDeskDataProvider } from '../data';
import { exportRequest } from '../data/listExport';
import type { ResourceDefinition } from '../../kernel';

/**
 * <ExportLink definition={def} />: the list's download (x-list.export) as a plain link carrying the
 * list's filters, search and sort, so the browser downloads the file itself. Shown only while the
 * list has rows (spec: export shows when the total is above 0).
 */
export function ExportLink({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const { total, sort, filterValues } = useListContext();
  // The request is rebuilt every render: its text says when the link must change.
  const request = JSON.stringify(exportRequest(definition, { sort, filter: filterValues }) ?? null);
  const [href, setHref] = useState<string>();
  useEffect(() => {
    const asked = JSON.parse(request) as ApiRequest | null;
    if (!asked) return undefined;
    let current = true;
    void dataProvider.pageUrl(asked).then((url) => { if (current) setHref(url); });
    return () => { current = false; };
  }, [request, dataProvider]);
  if (request === 'null' || !href || !total) return null;
  return (
    <Button component="a" href={href} download variant="outlined" startIcon={<DownloadIcon />}>
      {translate('sd.list.export')}
    </Button>
  );
}

import { Button } from '@mui/material';
import { useDataProvider, useTranslate, type Identifier } from 'ra-core';
import { bulkLinkRequest } from '../data/bulkLink';
import type { ServiceDeskDataProvider } from '../data';
import { useAlert } from '../hooks/useAlert';
import type { ResourceDefinition } from '../../kernel';

interface ListBulkActionsProps {
  definition: ResourceDefinition;
  selected: Identifier[];
}

/** <ListBulkActions definition={def} selected={ids} />: a button per x-list bulk action; with none ticked it says so in the list's alert area. */
export function ListBulkActions({ definition, selected }: ListBulkActionsProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const alert = useAlert(definition.alert);
  const actions = definition.file['x-list']?.bulkActions ?? [];
  return (
    <>
      {actions.map((action) => (
        <Button key={action.href} variant="outlined" onClick={async () => {
          if (!selected.length) return alert.show('error', translate(action.empty));
          alert.clear();
          const url = await dataProvider.pageUrl(bulkLinkRequest(action, selected));
          if (action.newTab) window.open(url, '_blank', 'noopener');
          else window.location.assign(url);
        }}>
          {action.label}{selected.length ? ` (${selected.length})` : ''}
        </Button>
      ))}
    </>
  );
}

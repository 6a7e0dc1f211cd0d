import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import type { ResourceDefinition } from '../schema/defineResource';

/** The "create" link of a resource, or nothing when the resource file gives it no create route. */
export function CreateLink({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  if (!definition.routes.create) return null;
  return (
    <Button component={Link} to={definition.routes.create} variant="contained" startIcon={<AddIcon />}>
      {translate('sd.action.create')}
    </Button>
  );
}

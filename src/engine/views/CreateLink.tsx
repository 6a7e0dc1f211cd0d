import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { useHasRole } from '../hooks/useHasRole';
import type { ResourceDefinition } from '../../kernel';

/** The "create" link of a resource, or nothing when the resource file gives it no create route or the person's role may not write it. */
export function CreateLink({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  const { allowed } = useHasRole(definition.write);
  if (!definition.routes.create || !allowed) return null;
  return (
    <Button component={Link} to={definition.routes.create} variant="contained" startIcon={<AddIcon />}>
      {translate('sd.action.create')}
    </Button>
  );
}

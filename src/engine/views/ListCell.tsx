import { Link as MuiLink } from '@mui/material';
import type { RaRecord } from 'ra-core';
import { Link } from 'react-router-dom';
import { cellRegistry } from '../cellRegistry';
import { pickDisplay } from '../registry';
import type { FieldDescriptor, ResourceDefinition } from '../../kernel';

interface ListCellProps { definition: ResourceDefinition; descriptor: FieldDescriptor; record: RaRecord; linked?: boolean }

/** A list cell through the registry; the row's name (linked) leads to the show page when the resource has one. */
export function ListCell({ definition, descriptor, record, linked = false }: ListCellProps) {
  const Renderer = pickDisplay(cellRegistry, descriptor);
  // The row's name is shown whole so people (and tests) can find the row by it.
  const shown = linked ? { ...descriptor, truncate: undefined } : descriptor;
  const content = <Renderer descriptor={shown} record={record} />;
  const { show } = definition.routes;
  return linked && show ? <MuiLink component={Link} to={show(record.id)}>{content}</MuiLink> : content;
}

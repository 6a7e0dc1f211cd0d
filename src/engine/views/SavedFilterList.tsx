import { useEffect, useEffectEvent, useRef } from 'react';
import { LinearProgress } from '@mui/material';
import { useParams, useNavigate } from 'react-router-dom';
import { SAVED_FILTER, type SavedFilter } from '../data';
import { useAlert } from '../hooks/useAlert';
import { useCustomFilters } from '../hooks/useCustomFilters';
import { useSavedFilters } from '../hooks/useSavedFilters';
import { type ResourceDefinition, filterValuesOf } from '../../kernel';
import { SchemaList } from './SchemaList';

/**
 * The list with one of the caller's saved filters applied (x-resource.paths.filter, the id at the end
 * of the path): the server applies it (its id is sent) and the panel opens showing its values. An id
 * that is not one of the caller's filters returns to the plain list with a message.
 */
export function SavedFilterList({ definition }: { definition: ResourceDefinition }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const alert = useAlert(definition.alert);
  const saved = useSavedFilters(definition);
  const custom = useCustomFilters(definition);
  // Kept once found: deleting it here refreshes the list of filters before the page has left.
  const opened = useRef<SavedFilter>(undefined);
  const found = saved.filters.find((candidate) => String(candidate.id) === id);
  if (found) opened.current = found;
  const filter = opened.current && String(opened.current.id) === id ? opened.current : found;
  const missing = !saved.isPending && !filter;
  const leave = useEffectEvent(() => {
    alert.show('error', 'sd.saved_filters.not_found');
    navigate(definition.routes.list, { replace: true });
  });
  useEffect(() => { if (missing) leave(); }, [missing]);
  if (!filter || custom.isPending) return <LinearProgress />;
  const initialFilter = { [SAVED_FILTER]: filter.id, ...filterValuesOf(definition, filter.filter, custom.filters) };
  // Keyed by id: another saved filter starts a fresh list rather than keeping this one's values.
  return <SchemaList key={String(filter.id)} definition={definition} syncWithLocation savedFilterId={filter.id} initialFilter={initialFilter} />;
}

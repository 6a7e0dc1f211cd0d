import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useLookupNames } from '../hooks/useLookupNames';
import { type BareReferenceProps, shownReference } from './ReferenceText';

/**
 * A reference the record carries as a bare id, named by its look-up (asked once for the ids of a
 * whole page) and linked to its record's show page: the agent panel's BareReferenceNaming.
 */
export function NamedByLookup({ descriptor, id }: BareReferenceProps) {
  const names = useLookupNames(descriptor.reference?.lookup, [id]);
  const show = descriptor.target?.show;
  return shownReference(descriptor, id, names.get(String(id)) ?? String(id), id,
    show && ((text, target) => <Link component={RouterLink} to={show(target)}>{text}</Link>));
}

import { useParams } from 'react-router-dom';

/** The route's :id as a record id, or undefined when it is not a positive integer (the page then says so). */
export function useRouteId(): number | undefined {
  const { id } = useParams();
  return id && /^[1-9][0-9]{0,15}$/.test(id) ? Number(id) : undefined;
}

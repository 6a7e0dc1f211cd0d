import { Navigate, useLocation, useParams } from 'react-router-dom';

/**
 * /panel/service-desk/contracts/4/show → /service-desk/contracts/4/show: the host product serves the agent
 * panel under /panel, and the spec's vendor and product tables link there; this app serves it
 * at the root, so such a link lands on the same screen, query kept.
 */
export function PanelRedirect() {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${rest}${search}`} replace />;
}

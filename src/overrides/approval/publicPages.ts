import { matchPath } from 'react-router-dom';
import { conversationRequest } from './approvalApi';
import { CHANGE_APPROVAL_ROUTE, CONTRACT_APPROVAL_ROUTE } from './approvalRoutes';
import { detailsRequest } from './contractApprovalApi';
import { preloadPublicRecord } from './earlyRead';

/**
 * preloadPublicPage('/change-approval/abc'): the record the public page at that path shows starts
 * loading now, before React draws anything (nothing for another path).
 */
export function preloadPublicPage(pathname: string): void {
  const change = matchPath(CHANGE_APPROVAL_ROUTE, pathname);
  if (change) preloadPublicRecord(conversationRequest(change.params.hash ?? ''));
  const contract = matchPath(CONTRACT_APPROVAL_ROUTE, pathname);
  if (contract) preloadPublicRecord(detailsRequest(contract.params.hash ?? '', contract.params.id ?? ''));
}

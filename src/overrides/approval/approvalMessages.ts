/** The public approval pages' English texts, under `approval_page.`. */
export const approvalMessages = {
  approval_page: {
    title: 'Change approval',
    subject: 'Subject',
    description: 'Description',
    comment: 'Comment',
    approve: 'Approve',
    deny: 'Deny',
    closed: 'This approval link can no longer be used.',
    gone_title: 'This approval link no longer works',
    not_found_title: 'Page not found',
    not_found: 'The page you are looking for does not exist.',
    loading: 'Loading…',
    contract_title: 'Contract approval',
    reject: 'Reject',
    comment_hint: 'Optional when approving; required to reject.',
    asked_renewal: 'You are asked to approve a renewal of this contract: from %{start} to %{end}, at a cost of %{cost}.',
    asked_extension: 'You are asked to approve an extension of this contract: from %{start} to %{end}, at a cost of %{cost}.',
    contract: {
      name: 'Contract name', start: 'Start date', expiry: 'Expiry date', type: 'Contract type', vendor: 'Vendor',
      status: 'Contract status', license_type: 'License type', cost: 'Cost', creator: 'Contract creator', license_count: 'License count',
    },
  },
};

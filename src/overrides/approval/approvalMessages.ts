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
    not_found_title: 'Page not found',
    not_found: 'The page you are looking for does not exist.',
    loading: 'Loading…',
  },
};

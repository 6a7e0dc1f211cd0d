// react-admin's pages for an unknown address, a refused page and a failed session check: few visits
// reach them, so they load when shown (App.tsx), inside the layout's Suspense.
export { AccessDenied, AuthenticationError, NotFound } from 'react-admin';

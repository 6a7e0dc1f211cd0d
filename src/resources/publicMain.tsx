/**
 * The document of the public approval pages (approval.html): what a link in a mail opens, in a new
 * tab without a session. Its own small entry, not the agent panel's: the pages need React, a few MUI
 * components and their texts, and nothing of react-admin's screens, so a fresh tab loads, compiles
 * and draws a fraction of the agent panel's first bundle. The server answers it for the public routes
 * (server/publicPages.ts); the agent panel still routes them too (src/overrides/index.tsx).
 */
// First, before the modules below run (they run in this order): the link's record travels while they load and draw.
import '../overrides/approval/preloadThisPage';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import ChangeApprovalPage from '../overrides/approval/ChangeApprovalPage';
import ContractApprovalPage from '../overrides/approval/ContractApprovalPage';
import NotFoundPage from '../overrides/approval/NotFoundPage';
import { CHANGE_APPROVAL_ROUTE, CONTRACT_APPROVAL_ROUTE } from '../overrides/approval/approvalRoutes';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path={CHANGE_APPROVAL_ROUTE} element={<ChangeApprovalPage />} />
        <Route path={CONTRACT_APPROVAL_ROUTE} element={<ContractApprovalPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);

import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import type { RaRecord } from 'ra-core';
import type { PermissionSet } from '../../engine/data/permissions';
import { createLinkedContext } from '../../kernel';
import { AssociatesCard } from './AssociatesCard';
import { AttachAssetsDialog } from './AttachAssetsDialog';
import { ChooseDialog } from './ChooseDialog';
import { errorNotice, PanelAlert, type PanelNotice } from './PanelAlert';
import { PanelConfirm } from './PanelConfirm';
import { usePanel, usePanelLink } from './PanelContext';
import { PERMISSIONS_SOURCE } from './panelData';
import { panelMessages } from './panelMessages';
import type { PanelRowAction } from './PanelTable';
import { ticketTabs } from './panelTabs';
import { useLoad } from '../../engine/hooks/useLoad';

/** After an attach or detach the card reloads this much later, back on its assets tab. */
export const TICKET_RELOAD_DELAY = 3000;

const { actions: words } = panelMessages;
type Meta = { meta?: { message: string } };

/**
 * The service desk inside a ticket page: the ticket's problem for the meta
 * box, the action bar (each action behind its flag from get/permissions) and the associates card.
 */
export function TicketPanel({ ticketId }: { ticketId: number }) {
  const { data } = usePanel();
  const linkProps = usePanelLink();
  const ticket = data.definition('ticket');
  const permissions = useLoad(() => data.provider.permissions(PERMISSIONS_SOURCE), [data]);
  const [round, setRound] = useState(0);
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<PanelNotice>();
  const [dialog, setDialog] = useState<ReactNode>(null);
  const problems = useLoad(() => data.linked('ticket', 'problem', ticketId, 1), [data, ticketId]);
  const problem = problems.data?.data[0];
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const tabs = useMemo(() => ticketTabs(data, ticketId), [data, ticketId]);
  const flags: PermissionSet = permissions.data ?? {};
  const close = () => setDialog(null);

  /** A successful call: its message now, the card and the meta box 3 s later. */
  const changed = ({ meta }: Meta) => {
    setNotice({ severity: 'success', message: meta?.message ?? '' });
    setPending(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => { setPending(false); setRound((value) => value + 1); problems.reload(); }, TICKET_RELOAD_DELAY);
  };
  /** Detach: the dialog closes whatever happens and a failure shows on the panel. */
  const detach = (name: string, call: () => Promise<Meta>) => setDialog(
    <PanelConfirm title={words.detach} text={words.confirmDetach(name)} confirm={words.detach} onClose={close}
      onConfirm={() => call().then(changed, (error: unknown) => setNotice(errorNotice(error)))} />,
  );
  const attach = (call: () => Promise<Meta>) => call().then(changed);

  const actions: Record<string, PanelRowAction | undefined> = {
    assets: flags.show_detach_asset ? {
      label: panelMessages.columns.action,
      render: (row: RaRecord) => (
        <Button size="small" color="error" startIcon={<LinkOffIcon />} aria-label={`${words.detach} ${String(row.name)}`}
          onClick={() => detach(String(row.name), () => data.provider.detach('ticket', { link: 'assets', id: ticketId, target: row.id }))}>{words.detach}</Button>
      ),
    } : undefined,
    changes: flags.detach_change ? {
      label: panelMessages.columns.action,
      render: (row: RaRecord) => (
        <Button size="small" color="error" startIcon={<LinkOffIcon />} aria-label={`${words.detach} ${String(row.subject)}`}
          onClick={() => detach(String(row.subject), () => data.provider.detach('ticket', { link: 'changes', id: ticketId, target: row.id, attribute: String(row.type) }))}>{words.detach}</Button>
      ),
    } : undefined,
  };

  const newProblem = createLinkedContext(ticket, 'problem', ticketId);
  const problemCreate = data.definition('problem').routes.create;
  const changeTypes = (ticket.links.changes?.attribute?.options ?? []).filter((option) => !option.permission || flags[option.permission]);
  const buttons = [
    flags.show_attach_assets && (
      <Button key="assets" variant="outlined" onClick={() => setDialog(
        <AttachAssetsDialog owner={{ resource: 'ticket', link: 'assets', id: ticketId }} onClose={close}
          onAttach={(ids) => attach(() => data.provider.attach('ticket', { link: 'assets', id: ticketId, ids }))} />,
      )}>{words.attachAssets}</Button>
    ),
    !problem && !problems.loading && flags.show_attach_new_problem && newProblem && problemCreate && (
      <Button key="new-problem" variant="outlined" {...linkProps(`${problemCreate}?${new URLSearchParams(newProblem)}`)}>{words.attachNewProblem}</Button>
    ),
    !problem && !problems.loading && flags.show_attach_existing_problem && (
      <Button key="existing-problem" variant="outlined" onClick={() => setDialog(
        <ChooseDialog title={words.attachExistingProblem} label={panelMessages.chooseProblem} onClose={close}
          options={(search) => data.provider.linkOptions('ticket', { link: 'problem', id: ticketId, search })}
          onChoose={(item) => attach(() => data.provider.attach('ticket', { link: 'problem', id: ticketId, ids: [item.id] }))} />,
      )}>{words.attachExistingProblem}</Button>
    ),
    problem && flags.show_detach_problem && (
      <Button key="detach-problem" variant="outlined" color="error" onClick={() => detach(String(problem.subject),
        () => data.provider.detach('problem', { link: 'tickets', id: problem.id, target: ticketId }))}>{words.detachProblem}</Button>
    ),
    ...changeTypes.map((option) => (
      <Button key={`change-${option.id}`} variant="outlined" onClick={() => setDialog(
        <ChooseDialog title={`${words.attachChange}: ${option.name}`} label={panelMessages.chooseChange} onClose={close}
          options={(search) => data.provider.linkOptions('ticket', { link: 'changes', id: ticketId, search })}
          onChoose={(item) => attach(() => data.provider.attach('ticket', { link: 'changes', id: ticketId, ids: [item.id], attribute: option.id }))} />,
      )}>{`${words.attachChange}: ${option.name}`}</Button>
    )),
  ].filter(Boolean);

  const problemShow = problem ? data.definition('problem').routes.show?.(String(problem.id)) : undefined;
  return (
    <Stack spacing={2} className="sd-panel">
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={panelMessages.problem}>
        <Typography variant="overline" component="h2">{panelMessages.problem}</Typography>
        {problems.error ? <PanelAlert notice={errorNotice(problems.error)} />
          : problem && problemShow ? <Link {...linkProps(problemShow)}>{`#${String(problem.id)} ${String(problem.subject ?? '')}`}</Link>
            : <Typography color="text.secondary">{problems.loading ? panelMessages.loading : panelMessages.noProblem}</Typography>}
      </Paper>
      <PanelAlert notice={notice?.message ? notice : undefined} onClose={() => setNotice(undefined)} />
      {permissions.error && <PanelAlert notice={errorNotice(permissions.error)} />}
      {buttons.length > 0 && (
        <Box role="toolbar" aria-label={words.bar} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{buttons}</Box>
      )}
      <AssociatesCard id={`sd-ticket-${ticketId}`} tabs={tabs} round={round} actions={actions}
        status={pending ? <Typography variant="body2" color="text.secondary" role="status">{panelMessages.reloading}</Typography> : undefined} />
      {dialog}
    </Stack>
  );
}

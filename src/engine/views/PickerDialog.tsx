import { useState } from 'react';
import {
  Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, List, ListItem, ListItemButton, ListItemIcon,
  ListItemText, TextField, Typography,
} from '@mui/material';
import { ATTACH_LIST_MAX_HEIGHT, DROPDOWN_LABEL_LENGTH } from '../constants';
import type { LookupItem } from '../data';
import { truncate } from '../fields/format';
import { useLoad } from '../hooks/useLoad';
import { CheckMark } from './CheckMark';
import { dialogPaper } from './dialogPaper';
import type { LinkPicker } from './linkPicker';
import { SearchSelect } from './SearchSelect';

/** The picker's words: the agent panel's translations, or the host page panels' own texts. */
export interface PickerTexts {
  title: string;
  filters: string;
  search: string;
  apply: string;
  attach: string;
  cancel: string;
  /** Attach with nothing ticked: 'Please select assets.' */
  none: string;
  /** No candidate is left by the filters. */
  empty: string;
  loading: string;
  /** The name of the list of candidates. */
  list: string;
  /** "3 chosen" */
  chosen(count: number): string;
}

interface PickerDialogProps {
  picker: LinkPicker;
  texts: PickerTexts;
  /** Attaches the ticked ids; a refusal (a rejection) shows in the dialog, which keeps what was ticked. */
  onAttach(ids: Array<string | number>): Promise<void>;
  /** The words of a refusal. */
  errorText(error: unknown): string;
  onClose(): void;
}

/**
 * The attach picker as specified (a 950 px dialog): the link's filters with an
 * Apply button, then the candidates they leave as a list of checkboxes (at most 300 px high), and
 * Attach, which with nothing ticked says 'Please select assets.' rather than being disabled. A search
 * box sits with the filters, applied with them: a list of fifty candidates needs one. No react-admin
 * context: the agent panel's show pages and the ticket panel on a host page draw the same dialog.
 */
export function PickerDialog({ picker, texts, onAttach, errorText, onClose }: PickerDialogProps) {
  const [draft, setDraft] = useState<Record<string, LookupItem | null>>({});
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState<{ filters: Record<string, Array<string | number>>; search: string }>({ filters: {}, search: '' });
  const [chosen, setChosen] = useState<LookupItem[]>([]);
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);
  const candidates = useLoad(() => picker.candidates(applied.filters, applied.search), [picker, applied]);
  const apply = () => setApplied({
    filters: Object.fromEntries(Object.entries(draft).flatMap(([field, item]) => (item ? [[field, [item.id]]] : []))),
    search,
  });
  const ticked = new Set(chosen.map((item) => String(item.id)));
  const toggle = (item: LookupItem) => setChosen(ticked.has(String(item.id)) ? chosen.filter((other) => String(other.id) !== String(item.id)) : [...chosen, item]);
  const attach = () => {
    if (chosen.length === 0) { setNotice(texts.none); return; }
    setBusy(true);
    setNotice(undefined);
    onAttach(chosen.map((item) => item.id)).catch((error: unknown) => { setNotice(errorText(error)); setBusy(false); });
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth={false} slotProps={dialogPaper('picker')} aria-labelledby="sd-picker-title">
      <DialogTitle id="sd-picker-title" sx={{ '&::first-letter': { textTransform: 'uppercase' } }}>{texts.title}</DialogTitle>
      <DialogContent>
        {notice && <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setNotice(undefined)}>{notice}</Alert>}
        <Box component="form" role="group" aria-label={texts.filters} onSubmit={(event) => { event.preventDefault(); apply(); }}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: 1, alignItems: 'center' }}>
          {picker.filters.map((filter) => (
            <SearchSelect key={filter.field} label={filter.label} options={filter.options} value={draft[filter.field] ?? null}
              onChange={(item) => setDraft((previous) => ({ ...previous, [filter.field]: item }))} />
          ))}
          <TextField type="search" label={texts.search} value={search} onChange={(event) => setSearch(event.target.value)} margin="dense" />
          <Box><Button type="submit" variant="outlined">{texts.apply}</Button></Box>
        </Box>
        {candidates.loading && <LinearProgress sx={{ mt: 1 }} aria-label={texts.loading} />}
        {candidates.error && <Alert severity="error" sx={{ mt: 1 }}>{errorText(candidates.error)}</Alert>}
        {candidates.data?.length === 0 && <Typography sx={{ p: 1 }} color="text.secondary">{texts.empty}</Typography>}
        <List dense sx={{ maxHeight: ATTACH_LIST_MAX_HEIGHT, overflow: 'auto', mt: 1 }} aria-label={texts.list}>
          {(candidates.data ?? []).map((item) => {
            const shown = truncate(item.name, DROPDOWN_LABEL_LENGTH);
            return (
              <ListItem key={String(item.id)} disablePadding>
                <ListItemButton onClick={() => toggle(item)} role="checkbox" aria-checked={ticked.has(String(item.id))} aria-label={item.name}
                  title={shown === item.name ? undefined : item.name}>
                  <ListItemIcon><CheckMark checked={ticked.has(String(item.id))} /></ListItemIcon>
                  <ListItemText primary={shown} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1, pl: 2 }} aria-live="polite">{chosen.length > 0 ? texts.chosen(chosen.length) : ''}</Typography>
        <Button onClick={onClose} disabled={busy}>{texts.cancel}</Button>
        <Button variant="contained" onClick={attach} disabled={busy}>{texts.attach}</Button>
      </DialogActions>
    </Dialog>
  );
}

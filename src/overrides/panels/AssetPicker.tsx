import { useMemo, useRef, useState } from 'react';
import { Badge, Box, Button, LinearProgress, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Popover, Stack, TextField, Typography } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import type { LookupItem } from '../../engine/data';
import { PICKER_LIMIT } from '../../engine/data/links';
import { CheckMark } from '../../engine/views/CheckMark';
import { errorNotice, PanelAlert } from './PanelAlert';
import { usePanel } from './PanelContext';
import { panelMessages } from './panelMessages';
import { SearchSelect } from '../../engine/views/SearchSelect';
import { useLoad } from '../../engine/hooks/useLoad';

/** The link whose picker the field follows (its filters, its labels) and, once the record exists, leaves out what it holds. */
export interface PickerOwner { resource: string; link: string; id?: number }

export interface AssetPickerProps {
  owner: PickerOwner;
  value: LookupItem[];
  onChange(items: LookupItem[]): void;
}

/**
 * The asset picker form field: searched by text, narrowed in a filter popup by the link
 * picker's filters (asset type, used by, managed by, organisation), chosen by ticking rows. Any host
 * form can hold it (mount kind 'asset-picker'), a field of a form that may not be saved yet; attaching
 * to a saved record goes through the engine's PickerDialog instead.
 */
export function AssetPicker({ owner, value, onChange }: AssetPickerProps) {
  const { data } = usePanel();
  const link = data.definition(owner.resource).links[owner.link];
  const target = link?.target;
  if (!link?.picker || !target) throw new Error(`${owner.resource}: x-links "${owner.link}" has no picker.`);
  const { picker } = link;
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Record<string, LookupItem | null>>({});
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const chosenFilters = useMemo(() => Object.fromEntries(Object.entries(filters).flatMap(([field, item]) => (item ? [[field, [item.id]]] : []))), [filters]);
  const candidates = useLoad(async (): Promise<LookupItem[]> => {
    if (owner.id !== undefined) return data.provider.linkOptions(owner.resource, { link: owner.link, id: owner.id, search, filters: chosenFilters });
    // A record not saved yet holds nothing: every asset is a candidate.
    const { data: rows } = await data.provider.getList(target.name, { filter: { ...chosenFilters, q: search }, pagination: { page: 1, perPage: PICKER_LIMIT }, sort: target.defaultSort });
    return rows.map((row) => ({ id: row.id, name: (picker.label ?? ['name']).map((key) => row[key]).filter(Boolean).join(' ') || String(row.id) }));
  }, [data, target, picker, owner.resource, owner.link, owner.id, search, chosenFilters]);
  const chosen = new Set(value.map((item) => item.id));
  const toggle = (item: LookupItem) => onChange(chosen.has(item.id) ? value.filter((other) => other.id !== item.id) : [...value, item]);
  const activeFilters = Object.values(filters).filter(Boolean).length;
  return (
    <Box>
      <Stack direction="row" spacing={1} alignItems="center">
        <TextField label={panelMessages.search} value={search} onChange={(event) => setSearch(event.target.value)} size="small" fullWidth />
        <Badge badgeContent={activeFilters} color="primary">
          <Button ref={anchor} startIcon={<FilterListIcon />} onClick={() => setOpen(true)} aria-haspopup="dialog" aria-expanded={open}>{panelMessages.filters}</Button>
        </Badge>
      </Stack>
      <Popover open={open} anchorEl={anchor.current} onClose={() => setOpen(false)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Box sx={{ p: 2, width: 320 }} role="dialog" aria-label={panelMessages.filters}>
          {(picker.filters ?? []).map((field) => {
            const descriptor = target.fields[field];
            const lookup = descriptor?.reference?.lookup;
            if (!lookup) return null;
            return (
              <SearchSelect key={field} label={descriptor.label} value={filters[field] ?? null} errorText={(error) => errorNotice(error).message}
                options={(text) => data.provider.lookup(lookup, { search: text, meta: descriptor.reference?.meta })}
                onChange={(item) => setFilters((previous) => ({ ...previous, [field]: item }))} />
            );
          })}
          <Button onClick={() => setFilters({})} disabled={activeFilters === 0} sx={{ mt: 1 }}>{panelMessages.clearFilters}</Button>
        </Box>
      </Popover>
      {candidates.loading && <LinearProgress sx={{ mt: 1 }} aria-label={panelMessages.loading} />}
      {candidates.error && <PanelAlert notice={errorNotice(candidates.error)} />}
      {candidates.data?.length === 0 && <Typography sx={{ p: 1 }} color="text.secondary">{panelMessages.noAssets}</Typography>}
      <List dense sx={{ maxHeight: 300, overflow: 'auto' }} aria-label={panelMessages.tabs.assets}>
        {(candidates.data ?? []).map((item) => (
          <ListItem key={String(item.id)} disablePadding>
            <ListItemButton onClick={() => toggle(item)} role="checkbox" aria-checked={chosen.has(item.id)}>
              <ListItemIcon><CheckMark checked={chosen.has(item.id)} /></ListItemIcon>
              <ListItemText primary={item.name} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

import { useMemo } from 'react';
import { linkPicker } from '../../engine/views/linkPicker';
import { PickerDialog } from '../../engine/views/PickerDialog';
import type { PickerOwner } from './AssetPicker';
import { errorNotice } from './PanelAlert';
import { usePanel } from './PanelContext';
import { panelMessages } from './panelMessages';

export interface AttachAssetsDialogProps {
  owner: Required<PickerOwner>;
  onAttach(ids: Array<string | number>): Promise<void>;
  onClose(): void;
}

const words = {
  title: panelMessages.actions.attachAssets, filters: panelMessages.filters, search: panelMessages.search, apply: panelMessages.apply,
  attach: panelMessages.actions.attach, cancel: panelMessages.actions.cancel, none: panelMessages.selectAssets, empty: panelMessages.noAssets,
  loading: panelMessages.loading, list: panelMessages.tabs.assets, chosen: panelMessages.chosen,
};

/** The ticket's attach assets: the engine's picker (the same as a problem's or a contract's), in the panels' words; it closes once attached. */
export function AttachAssetsDialog({ owner, onAttach, onClose }: AttachAssetsDialogProps) {
  const { data } = usePanel();
  const picker = useMemo(() => linkPicker(data.provider, data.definition(owner.resource), owner.link, owner.id), [data, owner.resource, owner.link, owner.id]);
  return <PickerDialog picker={picker} texts={words} onAttach={(ids) => onAttach(ids).then(onClose)} onClose={onClose} errorText={(error) => errorNotice(error).message} />;
}

import { useState } from 'react';
import type { LookupItem } from '../../engine/data';
import { AssetPicker } from './AssetPicker';

/**
 * The asset picker inside a plain host form: the chosen ids travel with the form's own submit as
 * hidden inputs name[] (the host's server reads asset_ids[] as it would from any multi-select).
 */
export function HiddenAssetPicker({ name, ticketId }: { name: string; ticketId?: number }) {
  const [chosen, setChosen] = useState<LookupItem[]>([]);
  return (
    <div className="sd-panel">
      <AssetPicker owner={{ resource: 'ticket', link: 'assets', id: ticketId }} value={chosen} onChange={setChosen} />
      {chosen.map((item) => <input key={String(item.id)} type="hidden" name={`${name}[]`} value={String(item.id)} />)}
    </div>
  );
}

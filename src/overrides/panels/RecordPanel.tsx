import { useMemo } from 'react';
import { AssociatesCard } from './AssociatesCard';
import { usePanel } from './PanelContext';
import { organizationTabs, userTabs } from './panelTabs';

const TABS = { user: userTabs, organization: organizationTabs };

/** The host user page's and organisation page's card: assets and contracts tabs only. */
export function RecordPanel({ kind, id }: { kind: keyof typeof TABS; id: number }) {
  const { data } = usePanel();
  const tabs = useMemo(() => TABS[kind](data, id), [data, kind, id]);
  return <div className="sd-panel"><AssociatesCard id={`sd-${kind}-${id}`} tabs={tabs} /></div>;
}

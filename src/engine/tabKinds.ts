/**
 * What renders each x-show tab kind: a new kind is its component and an entry here, and its name in
 * the meta-schema. Only the show page imports this module, so the tabs load with it, apart from the
 * first bundle.
 */
import type { ComponentType } from 'react';
import type { TabProps } from './overrides';
import type { ShowTab } from '../kernel';
import { ActivityTab } from './views/ActivityTab';
import { AssociatesTab } from './views/AssociatesTab';
import { LinkedRecordTab } from './views/LinkedRecordTab';
import { LinksTab } from './views/LinksTab';
import { OverriddenTab } from './views/OverriddenTab';
import { PlanningTab } from './views/PlanningTab';
import { TimelineTab } from './views/TimelineTab';

export const TAB_KINDS: Readonly<Record<ShowTab['kind'], ComponentType<TabProps>>> = {
  associates: AssociatesTab,
  activity: ActivityTab,
  planning: PlanningTab,
  links: LinksTab,
  'linked-record': LinkedRecordTab,
  override: OverriddenTab,
  timeline: TimelineTab,
};

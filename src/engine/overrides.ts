/**
 * Hand-written screens and tabs that a resource file names (`x-resource.screens`, an x-show tab of
 * kind "override"). The app registers them under those names at start; the engine only looks them
 * up, so it never imports an override (rooms talk in one direction: overrides -> engine).
 */
import type { ComponentType } from 'react';
import type { Identifier, RaRecord } from 'react-admin';
import type { ResourceDefinition } from '../kernel';

/** What every show-page tab receives, generic or hand-written. */
export interface TabProps {
  definition: ResourceDefinition;
  /** The tab's index in x-show.tabs. */
  tab: number;
  id: Identifier;
  /** Bumped after every change made from the page, so a tab reads its data again. */
  version: number;
  /** Call after a change: the page reloads the record, its flags and the tabs. */
  onChanged(): void;
  record: RaRecord;
  /** The record's granted x-actions flags. */
  flags: Record<string, boolean>;
}

/** A screen replacing a generic list, create, edit or show route. */
export interface ScreenProps { definition: ResourceDefinition }

/** Actions drawn beside a row of a home page block (x-dashboard `actions`); onDone reads the block again. */
export interface BlockActionProps { definition: ResourceDefinition; record: RaRecord; onDone(): void }

const tabs = new Map<string, ComponentType<TabProps>>();
const screens = new Map<string, ComponentType<ScreenProps>>();
const blockActions = new Map<string, ComponentType<BlockActionProps>>();

export const registerTab = (name: string, component: ComponentType<TabProps>) => { tabs.set(name, component); };
export const registerScreen = (name: string, component: ComponentType<ScreenProps>) => { screens.set(name, component); };
export const registerBlockAction = (name: string, component: ComponentType<BlockActionProps>) => { blockActions.set(name, component); };

/** The registered tab; a name nobody registered is a programming error, reported where it is rendered. */
export const overrideTab = (name: string | undefined) => (name === undefined ? undefined : tabs.get(name));
export const overrideScreen = (name: string | undefined) => (name === undefined ? undefined : screens.get(name));
export const overrideBlockAction = (name: string | undefined) => (name === undefined ? undefined : blockActions.get(name));

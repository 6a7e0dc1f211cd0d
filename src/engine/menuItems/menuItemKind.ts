import type { ComponentType } from 'react';
import type { RaRecord, TranslateFunction } from 'ra-core';
import type { MenuItem, ResourceDefinition } from '../../kernel';

/** Props of the dialog a menu item opens; it stays drawn after closing, for its closing transition. */
export interface MenuDialogProps {
  definition: ResourceDefinition;
  record: RaRecord;
  /** The item whose dialog is open; undefined while it is closed. */
  item?: MenuItem;
  /** The open item's words (a dialog titled after its item). */
  label: string;
  onClose(): void;
  /** After a change made in the dialog: the page reads the record, its flags and tabs again. */
  onChanged(): void;
}

/**
 * The browser's half of a show-page menu-item kind (the headless half, its check of the file, is
 * src/kernel/menuItems): who may use it, whether the record offers it, its words, and what a click
 * does: go to a page, or open the kind's dialog.
 */
export interface MenuItemKind {
  /** The resource's roles an item without a flag of its own follows: x-resource's write roles, or its remove roles. */
  role: 'write' | 'remove';
  /** Whether this record offers the item at all, whatever a flag says (an edit needs an edit page). */
  offered?(item: MenuItem, definition: ResourceDefinition, record: RaRecord): boolean;
  /** The item's words when its file gives no label (a planning item is named by its x-planning kind). */
  label?(item: MenuItem, definition: ResourceDefinition, translate: TranslateFunction): string;
  /** The page a click goes to (an unnamed menu draws the item as a link to it); none opens the Dialog. */
  href?(item: MenuItem, definition: ResourceDefinition, record: RaRecord): string | undefined;
  /** The dialog a click opens, drawn from its first opening on. */
  Dialog?: ComponentType<MenuDialogProps>;
  /** A button's colour in an unnamed menu (delete is red). */
  color?: 'error';
}

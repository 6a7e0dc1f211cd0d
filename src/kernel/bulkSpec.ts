/**
 * The shape of x-links.<name>.bulk (generated from the meta-schema): actions on several linked rows at
 * once. Which property of the target each action writes is declared there, never guessed, so the one
 * mechanism serves any target.
 */
import type { BulkMode } from './keywords.generated';

export type { BulkAction, BulkMode, BulkSpec } from './keywords.generated';

/** A write of one target property whose value is chosen from a look-up: what a set action and an assign mode share. */
export type BulkWriteSpec = Pick<BulkMode, 'field' | 'lookup' | 'clears'>;

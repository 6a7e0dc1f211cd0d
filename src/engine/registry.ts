/**
 * Which component renders a property, chosen like JSON Forms: each slot is a list of
 * { tester, renderer }, every tester ranks the FieldDescriptor, the highest rank wins, and an explicit
 * x-widget hint (RANK.hint) beats a guess from the type (RANK.kind). Extending = register(), never a switch.
 * Slots, one module each so a screen loads only its own: cell (list row, cellRegistry.ts), field (show
 * page, fieldRegistry.ts), widget (form input, widgetRegistry.ts). This module is the machinery and the
 * display defaults the first two share.
 */
import type { ComponentType } from 'react';
import type { DisplayProps } from './fields/DisplayProps';
import { BooleanText } from './fields/BooleanText';
import { ChoiceText } from './fields/ChoiceText';
import { CountdownText } from './fields/CountdownText';
import { DateText } from './fields/DateText';
import { DateTimeText } from './fields/DateTimeText';
import { DurationText } from './fields/DurationText';
import { MoneyText } from './fields/MoneyText';
import { ReferenceText } from './fields/ReferenceText';
import { TextValue } from './fields/TextValue';
import { UnknownDisplay } from './fields/UnknownField';
import { preloadable } from './views/preloadable';
import type { FieldDescriptor, FieldKind, PropertySchema } from '../kernel';

// Attachments (their kind icons) load apart from the first bundle: no list column shows one.
const AttachmentText = preloadable<DisplayProps>(() => import('./fields/AttachmentText').then((module) => ({ default: module.AttachmentText })), null);

export type Tester = (descriptor: FieldDescriptor) => boolean;
/** How well a renderer fits; NOT_APPLICABLE means not at all. */
export type RankedTester = (descriptor: FieldDescriptor) => number;
export const NOT_APPLICABLE = -1;
/** The ranks the defaults use; register with a higher one to override them. */
export const RANK = { fallback: 0, kind: 2, hint: 4 } as const;

/** rankWith(2, kindIs('html')) → 2 for an html property, NOT_APPLICABLE otherwise. */
export const rankWith = (rank: number, tester: Tester): RankedTester => (d) => (tester(d) ? rank : NOT_APPLICABLE);
/** kindIs('date-time', 'daterange') matches either kind. */
export const kindIs = (...kinds: FieldKind[]): Tester => (d) => kinds.includes(d.kind);
/** hintIs('radio') matches a property written with "x-widget": "radio". */
export const hintIs = (hint: NonNullable<PropertySchema['x-widget']>): Tester => (d) => d.widgetHint === hint;
/** nameIs('status_id') for a renderer that fits one property only. */
export const nameIs = (name: string): Tester => (d) => d.name === name;
/** and(kindIs('reference'), isMultiple) */
export const and = (...testers: Tester[]): Tester => (d) => testers.every((test) => test(d));
/** or(kindIs('text'), kindIs('email')) */
export const or = (...testers: Tester[]): Tester => (d) => testers.some((test) => test(d));
/** Matches everything; pair it with RANK.fallback. */
export const always: Tester = () => true;
/** isMultiple(descriptor) is true for a reference holding several ids. */
export const isMultiple: Tester = (d) => d.reference?.multiple === true;

export interface RegistryEntry<R> { tester: RankedTester; renderer: R }

export interface Registry<R> {
  register(tester: RankedTester, renderer: R): void;
  /** The renderer of the highest rank; among equal ranks the latest registered wins, so callers override defaults. */
  pick(descriptor: FieldDescriptor): R | undefined;
  readonly entries: ReadonlyArray<RegistryEntry<R>>;
}

/** createRegistry([{ tester: rankWith(2, kindIs('html')), renderer: HtmlText }]).pick(descriptor) === HtmlText */
export function createRegistry<R>(initial: Array<RegistryEntry<R>> = []): Registry<R> {
  const entries = [...initial];
  return {
    entries,
    register: (tester, renderer) => { entries.push({ tester, renderer }); },
    pick(descriptor) {
      let best: R | undefined;
      let bestRank = NOT_APPLICABLE;
      for (const { tester, renderer } of entries) {
        const rank = tester(descriptor);
        if (rank > NOT_APPLICABLE && rank >= bestRank) [best, bestRank] = [renderer, rank];
      }
      return best;
    },
  };
}

export type DisplayRenderer = ComponentType<DisplayProps>;

/** kind('text', 'email') ranks a guess from the type; hint('money') an explicit x-widget, which wins. */
export const kind = (...kinds: FieldKind[]) => rankWith(RANK.kind, kindIs(...kinds));
export const hint = (name: NonNullable<PropertySchema['x-widget']>) => rankWith(RANK.hint, hintIs(name));

/** displayEntries(HtmlText): the defaults of a display slot, which differ only in how rich text shows. */
export const displayEntries = (html: DisplayRenderer): Array<RegistryEntry<DisplayRenderer>> => [
  { tester: rankWith(RANK.fallback, always), renderer: UnknownDisplay },
  { tester: kind('text', 'textarea', 'email', 'integer', 'number'), renderer: TextValue },
  { tester: kind('boolean'), renderer: BooleanText },
  { tester: kind('choice'), renderer: ChoiceText },
  { tester: kind('reference'), renderer: ReferenceText },
  { tester: kind('date'), renderer: DateText },
  { tester: kind('date-time', 'daterange'), renderer: DateTimeText },
  { tester: kind('attachment'), renderer: AttachmentText },
  { tester: kind('duration'), renderer: DurationText },
  { tester: kind('countdown'), renderer: CountdownText },
  { tester: kind('html'), renderer: html },
  { tester: hint('money'), renderer: MoneyText },
];

/** pickDisplay(cellRegistry, descriptor) never returns nothing: UnknownField is the floor. */
export const pickDisplay = (registry: Registry<DisplayRenderer>, descriptor: FieldDescriptor): DisplayRenderer =>
  registry.pick(descriptor) ?? UnknownDisplay;

// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../src/engine/i18n';
import { cellRegistry } from '../../../src/engine/cellRegistry';
import { fieldRegistry } from '../../../src/engine/fieldRegistry';
import { always, createRegistry, hintIs, kindIs, pickDisplay, RANK, rankWith } from '../../../src/engine/registry';
import { pickWidget } from '../../../src/engine/widgetRegistry';
import { describeField } from '../../../src/kernel';
import { DateText, DateTimeText, HtmlExcerpt, HtmlText, TextValue } from '../../../src/engine/fields';
import { DateRangeWidget } from '../../../src/engine/widgets/DateRangeWidget';
import { DateTimeWidget } from '../../../src/engine/widgets/DateTimeWidget';
import { DateWidget } from '../../../src/engine/widgets/DateWidget';
import { ReferenceSelect } from '../../../src/engine/widgets/ReferenceSelect';
import { RichTextWidget } from '../../../src/engine/widgets/RichTextWidget';
import { SwitchWidget } from '../../../src/engine/widgets/SwitchWidget';
import { UnknownWidget } from '../../../src/engine/widgets/UnknownWidget';

/** A renderer of one's own, registered over the default. */
const Mine = () => <span>mine</span>;

afterEach(cleanup);

const field = (schema: object, name = 'thing') => describeField(name, schema as never);

describe('createRegistry', () => {
  it('picks the highest rank and lets a later entry of equal rank override', () => {
    const registry = createRegistry<string>([
      { tester: rankWith(0, always), renderer: 'fallback' },
      { tester: rankWith(2, kindIs('text')), renderer: 'text' },
    ]);
    expect(registry.pick(field({ type: 'string' }))).toBe('text');
    expect(registry.pick(field({ type: 'boolean' }))).toBe('fallback');
    registry.register(rankWith(2, kindIs('text')), 'mine');
    expect(registry.pick(field({ type: 'string' }))).toBe('mine');
  });

  it('returns nothing when no tester applies', () => {
    expect(createRegistry<string>([{ tester: rankWith(1, hintIs('radio')), renderer: 'r' }]).pick(field({ type: 'string' }))).toBeUndefined();
  });
});

describe('widget slot', () => {
  it.each([
    [{ type: 'string' }, 'text'],
    [{ type: 'string', format: 'email' }, 'email'],
    [{ type: 'integer' }, 'updown'],
    [{ type: 'string', 'x-widget': 'textarea' }, 'textarea'],
    [{ type: 'integer', oneOf: [{ const: 1, title: 'A' }] }, 'select'],
    [{ type: 'integer', 'x-widget': 'radio', oneOf: [{ const: 1, title: 'A' }] }, 'radio'],
    [{ type: 'boolean' }, 'checkbox'],
    [{ type: 'boolean', 'x-widget': 'switch' }, SwitchWidget],
    [{ type: 'string', contentMediaType: 'text/html' }, RichTextWidget],
    [{ type: 'integer', 'x-ref': { lookup: '/x' } }, ReferenceSelect],
    [{ type: 'string', 'x-widget': 'daterange' }, DateRangeWidget],
    [{ type: 'string', format: 'date' }, DateWidget],
    [{ type: 'string', format: 'date-time' }, DateTimeWidget],
    [{ type: 'object' }, UnknownWidget],
  ])('%j → its widget (an explicit x-widget beats the type)', (schema, expected) => {
    expect(pickWidget(field(schema))).toBe(expected);
  });
});

describe('display slots', () => {
  it('show pages render rich text, list cells an excerpt', () => {
    const html = field({ type: 'string', contentMediaType: 'text/html' });
    expect(pickDisplay(fieldRegistry, html)).toBe(HtmlText);
    expect(pickDisplay(cellRegistry, html)).toBe(HtmlExcerpt);
    expect(pickDisplay(cellRegistry, field({ type: 'string' }))).toBe(TextValue);
  });

  it('a date shows as a day in lists and show pages, a date-time with its time', () => {
    for (const registry of [cellRegistry, fieldRegistry]) {
      expect(pickDisplay(registry, field({ type: 'string', format: 'date' }))).toBe(DateText);
      expect(pickDisplay(registry, field({ type: 'string', format: 'date-time' }))).toBe(DateTimeText);
    }
  });

  it('an unknown kind renders a visible UnknownField naming the path', () => {
    const descriptor = field({ type: 'object' }, 'mystery_blob');
    const Renderer = pickDisplay(fieldRegistry, descriptor);
    render(
      <AdminContext i18nProvider={createI18nProvider()}>
        <Renderer descriptor={descriptor} record={{ id: 1 }} />
      </AdminContext>,
    );
    expect(screen.getByText(/mystery_blob/)).toBeTruthy();
  });

  it('a renderer registered with a higher rank wins over the default', () => {
    const registry = createRegistry(fieldRegistry.entries.slice());
    registry.register(rankWith(RANK.hint, kindIs('text')), Mine);
    expect(registry.pick(field({ type: 'string' }))).toBe(Mine);
  });
});

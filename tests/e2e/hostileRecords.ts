/**
 * One record of every resource that can be written, each text property holding hostile text and
 * each rich-text property hostile markup, made through the API with the data provider's own requests
 * from the resource files alone: a new resource or property is covered without code. References and
 * links point at the hostile records of other resources, so their names reach the screens that
 * show them (a problem's assets, an asset's status); planning entries carry hostile words too.
 */
import { loadResources } from '../../server/loadResources';
import { lookupNamed } from '../../server/lookups';
import { attachRequest } from '../../src/engine/data/links';
import { lookupRequest, lookupResponse } from '../../src/engine/data/lookups';
import { savePlanningRequest } from '../../src/engine/data/planning';
import { saveRequest } from '../../src/engine/data/records';
import type { ApiRequest } from '../../src/engine/data/request';
import { type ResourceDefinition, type FieldDescriptor, PLANNING_TITLE_MAX } from '../../src/kernel';
import { unlockedSample, type SampleTexts } from '../contract/sampleRecord';
import { hostileHtml, hostileText, safeHtmlText } from './hostileText';

/** Sends a request as the signed-in administrator: the HTTP status and the parsed body. */
export type Send = (request: ApiRequest) => Promise<{ status: number; body: any }>;

export interface HostileRecord {
  def: ResourceDefinition;
  id: number;
  /** What was written, by property. */
  values: Record<string, unknown>;
  /** The plain text written to each top-level text property, by name. */
  texts: Record<string, string>;
  /** The text a reader sees of each rich-text property, by name. */
  html: Record<string, string>;
  /** The texts each planning entry shows (its rich text, and its title where the kind has one), by kind. */
  planning: Record<string, string[]>;
}

export interface HostileData {
  records: HostileRecord[];
  /** Every text written (nested ones too, such as a board's level names) and the readable part of every rich text. */
  typed: string[];
  /** The record of a resource, when it has one. */
  of: (resource: string) => HostileRecord | undefined;
}

// An odd seed: booleans false (no hostile record becomes a default), second choices, small numbers.
const SEED = 1;

/** The resource whose rows a look-up offers (the server's own table of look-ups). */
const sourceOf = (def: ResourceDefinition, url: string): string | undefined => {
  const source = lookupNamed(def, url)?.source;
  return source?.from === 'resource' ? source.resource : undefined;
};
const targetOf = (def: ResourceDefinition, field: FieldDescriptor) => (field.reference ? sourceOf(def, field.reference.lookup) : undefined);

/** The writable resources, each after those its references read from. */
function inWritingOrder(definitions: ResourceDefinition[]): ResourceDefinition[] {
  const writable = definitions.filter((def) => def.api.save);
  const ordered: ResourceDefinition[] = [];
  const seen = new Set<ResourceDefinition>();
  const visit = (def: ResourceDefinition) => {
    if (seen.has(def)) return;
    seen.add(def);
    for (const field of def.writable) {
      const target = writable.find((other) => other.name === targetOf(def, field));
      if (target) visit(target);
    }
    ordered.push(def);
  };
  for (const def of writable) visit(def);
  return ordered;
}

/** One letter per record and per property: tags stay three characters, so they fit the shortest names. */
const letter = (n: number) => {
  if (n > 25) throw new Error('more than 26 records or properties: give tags a longer form');
  return String.fromCharCode(97 + n);
};

/** Writes the records, then links each to the others' where its x-links allow (a refused link is left out). */
export async function writeHostileRecords(send: Send): Promise<HostileData> {
  const records: HostileRecord[] = [];
  const typed: string[] = [];
  const of = (resource: string) => records.find((record) => record.def.name === resource);
  const ok = async (request: ApiRequest) => {
    const { status, body } = await send(request);
    if (status !== 200) throw new Error(`${request.method} ${request.url}: ${status} ${JSON.stringify(body)}`);
    return body;
  };
  const lookup = async (url: string) => {
    const items = lookupResponse(url, await ok(lookupRequest(url))).map((item) => ({ id: Number(item.id) }));
    const hostile = of(sourceOf(resources[0], url) ?? '');
    // The hostile row first, whether or not the look-up's first page holds it.
    return hostile ? [{ id: hostile.id }, ...items.filter((item) => item.id !== hostile.id)] : items;
  };
  const resources = loadResources();
  for (const [index, def] of inWritingOrder(resources).entries()) {
    let count = 0;
    const tag = () => `~${letter(index)}${letter(count++)}`;
    const html = () => {
      const own = tag();
      typed.push(safeHtmlText(own));
      return hostileHtml(own);
    };
    const texts: SampleTexts = {
      text: (field) => {
        const text = hostileText(tag(), field.schema.maxLength);
        typed.push(text);
        return text;
      },
      html,
    };
    const values = await unlockedSample(def, SEED, lookup, texts);
    const { data } = await ok(saveRequest(def, values));
    const written = (kinds: string[]) => def.writable.filter((field) => kinds.includes(field.kind) && typeof values[field.name] === 'string');
    const record: HostileRecord = {
      def, id: data.id, values, planning: {},
      texts: Object.fromEntries(written(['text', 'textarea']).map((field) => [field.name, values[field.name] as string])),
      html: Object.fromEntries(written(['html']).map((field) => [field.name, safeHtmlText(/<p>(~\w+) /.exec(values[field.name] as string)![1])])),
    };
    records.push(record);
    for (const kind of def.planning?.kinds ?? []) {
      const own = tag();
      const title = kind.title ? hostileText(tag(), PLANNING_TITLE_MAX) : undefined;
      record.planning[kind.key] = [safeHtmlText(own), ...(title ? [title] : [])];
      typed.push(...record.planning[kind.key]);
      await ok(savePlanningRequest(def, data.id, { key: kind.key, description: hostileHtml(own), title }));
    }
  }
  for (const owner of records) await linkHostile(send, owner.def, owner.id, of);
  return { records, typed, of };
}

/**
 * Attaches to a record (a hostile one, or a seeded one such as a ticket) the hostile record of each
 * resource its x-links reach. A link may refuse for its own rules (a change holds one release, one
 * already attached through a reference): that link is simply not shown with hostile rows.
 */
export async function linkHostile(send: Send, def: ResourceDefinition, id: number, of: HostileData['of']) {
  for (const link of Object.values(def.links)) {
    const target = link.attach && link.target ? of(link.target.name) : undefined;
    if (!target || (target.def === def && target.id === id)) continue;
    await send(attachRequest(def, link.name, id, [target.id], link.attribute?.options[0]?.id));
  }
}

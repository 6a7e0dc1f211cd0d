import type { FastifyInstance } from 'fastify';
import { MAX_REPLY_FILES, type BulkSpec, type LinkDefinition, type ResourceDefinition } from '../../../src/kernel';
import { FieldErrors } from '../../httpErrors';
import { requireRole } from '../../plugins/auth';
import { replyToRows, setOnRows } from '../../repositories/bulkWrite';
import { requireOwner } from '../../repositories/linkRecords';
import { linkedIds } from '../../repositories/recordLinks';
import { positiveId } from '../resources/parseQuery';
import { readBody, type Upload } from '../resources/readBody';
import { routePath } from '../resources/routePath';
import { capitalise } from '../resources/save';
import { copyUploads } from './copyUploads';
import { parseBulkBody } from './parseBulkBody';

const FILE_FIELDS = Array.from({ length: MAX_REPLY_FILES }, (_, i) => `action[value][attachments][${i}]`);

/** With {id} in the URL the rows must be the owner's: 412 naming the first that is not. */
async function requireLinked(app: FastifyInstance, owner: ResourceDefinition, link: LinkDefinition & { bulk: BulkSpec }, ownerId: number, ids: number[]) {
  const linked = new Set(await linkedIds(app.db, { owner: owner.name, ownerId, link: link.name }));
  const stranger = ids.find((id) => !linked.has(id));
  if (stranger !== undefined) throw new FieldErrors({ [link.bulk.field]: `The ${link.target!.title} ${stranger} is not linked to this ${owner.title}.` });
}

/**
 * bulk => POST x-links[name].bulk.POST ([{id}]) { <bulk.field>: [ids], action: { type, value } }, JSON
 * or multipart (a reply's files as action[value][attachments][i]). Every row is written in one
 * transaction or none is; files of a refused request are removed again.
 */
export function bulkRoute(app: FastifyInstance, owner: ResourceDefinition, link: LinkDefinition & { bulk: BulkSpec }) {
  const target = link.target!;
  app.post<{ Params: { id?: string } }>(routePath(link.bulk.POST), async (request) => {
    const user = requireRole(request, owner.write);
    const ownerId = link.bulk.POST.includes('{id}') ? positiveId(request.params.id) : undefined;
    if (ownerId !== undefined) await requireOwner(app.db, owner, ownerId);
    const body = await readBody(request, FILE_FIELDS);
    let stored: Upload[][] = [body.uploads];
    let committed = false;
    try {
      const command = await parseBulkBody(app.db, app.resources, link, body.values, user.id);
      if (ownerId !== undefined) await requireLinked(app, owner, link, ownerId, command.ids);
      const noun = command.ids.length === 1 ? target.title : target.label.toLowerCase();
      if (command.kind === 'set') {
        // Files sent with a set action have nothing to belong to: they are removed below.
        await setOnRows(app.db, target, command.ids, command.values, user.id);
        return { success: true, message: `${capitalise(noun)} updated successfully.` };
      }
      stored = await copyUploads(app.files, body.uploads, command.ids.length);
      const filesOf = (index: number) => stored[index].map(({ field: _field, ...file }) => file);
      await replyToRows(app.db, target, command.ids, command.text, filesOf, user.id);
      committed = true;
      return { success: true, message: `Reply added to the ${noun} successfully.` };
    } finally {
      if (!committed) await app.files.remove('attachments', stored.flat().map((upload) => upload.stored_name));
    }
  });
}

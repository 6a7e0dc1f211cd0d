import type { FastifyInstance } from 'fastify';
import { type ResourceDefinition, ROW_VERSION } from '../../../src/kernel';
import { notFound } from '../../httpErrors';
import { refuseLocked } from '../../locks';
import { requireRole } from '../../plugins/auth';
import { lifecycleOf } from '../../lifecycles';
import { findRecord } from '../../repositories/records';
import { refuseStale } from '../../repositories/rowVersions';
import { attachmentFields } from '../../repositories/resourceTable';
import { groupValues } from '../forms/groupValues';
import { checkReferences } from './checkReferences';
import { withSentFields } from './formRules';
import { linkFieldValues, withLinkErrors } from './linkFieldValues';
import { readOne } from './getOne';
import { readBody } from './readBody';
import { readContext, saveInContext } from './saveContext';
import { requireContextPermissions } from './requireContextPermissions';
import { optionalPositive, positiveId, scalar, type RawQuery } from './parseQuery';
import { writePayload } from './writePayload';

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** How multipart and JSON bodies say yes (attachment_delete=1). */
export const TRUE_FLAG = new Set([true, 1, '1', 'true', 'on']);

/**
 * A save may name where it was opened from (?ticket_id=3 when a problem is created from a ticket).
 * Such context ids must be positive integers; those the file declares (x-api.save.context) link the
 * new record to the one named (saveContext.ts), the others are only checked.
 */
function checkContextIds(query: RawQuery): void {
  for (const name of Object.keys(query)) if (name.endsWith('_id')) positiveId(scalar(query, name), name);
}

/**
 * save => POST x-api.save.POST (multipart or JSON); an id in the body updates (unless the record is
 * locked), otherwise creates. An update that sends the row_version it was read at is written only at
 * that version: a newer row answers 409 and nothing changes.
 */
export function saveRoute(app: FastifyInstance, def: ResourceDefinition, endpoint: { POST: string }) {
  const fileFields = attachmentFields(def).map((field) => field.name);
  app.post<{ Querystring: RawQuery }>(endpoint.POST, async (request) => {
    const user = requireRole(request, def.write);
    checkContextIds(request.query);
    const read = await readBody(request, fileFields);
    // x-send lists (notify_agent_ids[0], email_ids[0]) are read as the property they write.
    const body = { ...read, values: withSentFields(def, read.values) };
    let committed = false;
    try {
      const id = optionalPositive(body.values, 'id');
      const existing = id === undefined ? undefined : await findRecord(app.db, def, id);
      if (id !== undefined && !existing) throw notFound();
      // An update read at an older version than the row's is refused before anything else is judged.
      const version = existing ? optionalPositive(body.values, ROW_VERSION) : undefined;
      if (existing) refuseStale(def, existing, version);
      if (existing) refuseLocked(def, existing);
      if (existing) lifecycleOf(def)?.refuse('edit', existing);
      // Only a create takes a context (readContext), so only a create needs its permission.
      if (!existing) await requireContextPermissions(app.db, request, def, request.query, body.values);
      const links = await linkFieldValues(app.db, def, body.values, user);
      // Values of the form groups of the record's type (x-api.form.groups): their messages join the others'.
      const custom = await groupValues(app.db, def, body.values, existing);
      const values = await withLinkErrors(async () => {
        const checked = writePayload(def, body.values, existing);
        await checkReferences(app.db, app.resources, def, checked, id);
        return checked;
      }, { ...links.errors, ...custom.errors });
      const contexts = await readContext(app.db, def, request.query, body.values, id === undefined);
      const removeAttachments = fileFields.filter((name) => TRUE_FLAG.has(body.values[`${name}_delete`] as never));
      const result = await saveInContext(app.db, app.resources, def, { id, version, values, uploads: body.uploads, removeAttachments, custom: custom.values }, user.id, contexts, links.sets);
      committed = true;
      await app.files.remove('attachments', result.orphanFiles);
      return { success: true, message: `${capitalise(def.title)} ${result.action} successfully.`, data: await readOne(app, def, result.id, user.role) };
    } finally {
      if (!committed) await app.files.remove('attachments', body.uploads.map((upload) => upload.stored_name));
    }
  });
}

// How the contract test calls the download row whose owner is any table ({owner}): on the fixtures'
// model, whose document resource holds an attachment, a document saved with one.
import { call, multipartBody } from '../api/helpers';
import type { CallFamily } from './callFamily';

export const downloadFamily: CallFamily = {
  name: 'download', handles: (row) => row.area === 'downloads' && row.path.includes('{owner}'),
  prepare: async ({ row, fixture }) => {
    const doc = await call(fixture.app, fixture.session, { method: 'POST', url: '/service-desk/api/document',
      ...multipartBody({ name: 'Contract scan' }, [{ name: 'attachment', filename: 'scan.pdf', content: 'PDF' }]) });
    const url = row.path.replace('{attachmentId}', doc.body.data.attachment.id).replace('{owner}', `sd_document:${doc.body.data.id}`);
    return { url, app: fixture.app, session: fixture.session, file: true };
  },
};

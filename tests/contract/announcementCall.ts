import { multipartBody } from '../api/helpers';
import { recordPlaceholder, type CallFamily } from './callFamily';

interface Row { area: string; method: string; path: string }

/** The announcement sender's row: create-only, so no record to read first. */
export const isAnnouncementRow = (row: Row) => row.area === 'announcement' && row.method === 'POST';

/** A department announcement, as the form sends it. */
export const announcementCall = () => ({
  extra: multipartBody({ option: 'department', department_id: '1', subject: 'Contract announcement', announcement: '<p>Hello</p>' }),
});

export const announcementFamily: CallFamily = {
  name: 'announcement', handles: isAnnouncementRow,
  prepare: async ({ row }) => ({ url: recordPlaceholder(row.path), ...announcementCall() }),
};

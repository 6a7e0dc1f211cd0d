/* Generated from schemas/announcement.json by npm run gen:types. Do not edit. */

export type Department = "department";
export type Organization = "organization";

/**
 * The announcement sender: a create-only resource. Each announcement is mailed to the people of one department or one organisation, one outbox row per person (the announcement module, server/routes/announcement/); nothing else is stored.
 */
export interface Announcement {
  option: (Department | Organization) & string;
  department_id?: number;
  organization_id?: number;
  subject: string;
  announcement: string;
}

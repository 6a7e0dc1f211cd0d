/* Generated from schemas/cab.json by npm run gen:types. Do not edit. */

export type No = 0;
export type Yes = 1;
export type Hour = 1;
export type Hours = 4;
export type Hours1 = 8;
export type Hours2 = 12;
export type Hours3 = 24;
export type ID = number;
export type LevelName = string;
export type Order = number;
export type Match = (All | Any) & string;
export type All = "all";
export type Any = "any";
/**
 * @maxItems 500
 */
export type Users = number[];
/**
 * @maxItems 500
 */
export type UserTypes = number[];

/**
 * A change approval board as an administrator defines it: outcome statuses, reminders and ordered levels of approvers.
 */
export interface Cab {
  id?: number;
  name: string;
  action_on_approve?: number;
  action_on_deny?: number;
  send_auto_reminders?: number & (No | Yes);
  reminder_interval?: number & (Hour | Hours | Hours1 | Hours2 | Hours3);
  /**
   * @minItems 1
   */
  levels: [
    {
      id?: ID;
      name: LevelName;
      order: Order;
      match: Match;
      approvers: {
        users?: Users;
        user_types?: UserTypes;
      };
    },
    ...{
      id?: ID;
      name: LevelName;
      order: Order;
      match: Match;
      approvers: {
        users?: Users;
        user_types?: UserTypes;
      };
    }[]
  ];
  levels_count?: number;
  created_at?: string;
  updated_at?: string;
}

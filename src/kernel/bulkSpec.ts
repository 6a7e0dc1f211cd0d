/**
 * The shape of x-links.<name>.bulk: actions on several linked rows at once. Which property of the
 * target each action writes is declared here, never guessed, so the one mechanism serves any target.
 */

/** A write of one target property whose value is chosen from a look-up. */
export interface BulkWriteSpec {
  /** The target's property written (status_id). */
  field: string;
  /** Options of the value; default the property's x-ref look-up. */
  lookup?: string;
  /** Target properties emptied by the same write (assigning a team unassigns the agent). */
  clears?: string[];
}

/** One way of choosing an assignee, sent as assigneeType. */
export interface BulkMode extends BulkWriteSpec {
  mode: string;
  label: string;
  /** The value is the caller's own id (assign_to_me): nothing to choose. */
  self?: boolean;
}

/**
 * set: action.value is an id written to `field`; assign: action.value is { assigneeType, assigneeInfo }
 * written to the mode's field; reply: action.value is { text, attachments }, stored as a reply of each row.
 */
export interface BulkAction extends Partial<BulkWriteSpec> {
  /** action.type on the wire. */
  type: string;
  kind: 'set' | 'assign' | 'reply';
  label: string;
  modes?: BulkMode[];
}

export interface BulkSpec {
  /** {id}, when present, is the owner: every chosen row must be linked to it. */
  POST: string;
  /** Body field holding the chosen target ids (tickets). */
  field: string;
  actions: BulkAction[];
}

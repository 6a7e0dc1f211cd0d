/**
 * The public approval links' settings (APPROVAL_LINK_DAYS, APPROVAL_LINK_LIMIT_PER_ADDRESS): how many
 * days a link works after it was sent, and how many unknown links one address may try in a window
 * before every public link call from it waits (429).
 */
export interface ApprovalLinkSettings { days: number; perAddress: number; windowMs: number }

/** A week to answer; twenty mistyped links a minute from one address is far more than a person makes. */
export const DEFAULT_APPROVAL_LINKS: ApprovalLinkSettings = { days: 7, perAddress: 20, windowMs: 60_000 };

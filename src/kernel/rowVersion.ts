/**
 * The version a record was read at: the reference server numbers each row's writes (1 when created,
 * one more with every update) and reads the number with the record. The data provider sends it back
 * with an update, and a save whose version is no longer the row's is refused (409), so a save never
 * overwrites a change its author did not see. A server whose records carry none (a real help desk)
 * is sent none and saves as it always did.
 * { id: 4, subject: 'VPN drops', row_version: 3 }[ROW_VERSION] === 3
 */
export const ROW_VERSION = 'row_version';

/** The version of something not written yet (a planning entry read empty): a save sent with it is refused once someone has written it. */
export const UNWRITTEN_VERSION = 0;

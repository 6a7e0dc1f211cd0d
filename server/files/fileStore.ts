import { randomBytes } from 'node:crypto';
import type { Readable, Transform } from 'node:stream';

/** The two kinds of files the server keeps: records' attachments and uploaded import CSV files. */
export type FileArea = 'attachments' | 'imports';

export const FILE_AREAS: readonly FileArea[] = ['attachments', 'imports'];

/** A stored file opened for reading: its bytes and how many there are (for Content-Length). */
export interface StoredFile { stream: Readable; size: number }

export interface WriteOptions {
  /** Streams the bytes pass through on their way in (a check that sees every chunk). */
  through?: Transform[];
  /** How many bytes may wait for the storage to take them (larger: fewer, bigger writes). */
  bufferBytes?: number;
}

/**
 * Where the server keeps files, by area and stored name. Routes, repositories and jobs see only this:
 * never a path, so that the folder it is today (folderFileStore.ts, FILES_DIR) can become shared
 * storage or an object store without touching them. Names are the server's own (newStoredName); any
 * other name is refused (UnsafeFileName), never joined into a path.
 */
export interface FileStore {
  /** Stores the stream under a new name; an existing name is refused, and a failed write leaves nothing. */
  write(area: FileArea, name: string, source: Readable, options?: WriteOptions): Promise<void>;
  /** Opens a stored file for reading; undefined when there is none by that name. */
  read(area: FileArea, name: string): Promise<StoredFile | undefined>;
  /** Stores a copy of one file under a new name (refused if that name exists). */
  copy(area: FileArea, from: string, to: string): Promise<void>;
  /** Removes the named files; a name already gone is no error (removal follows a commit). */
  remove(area: FileArea, names: string[]): Promise<void>;
  /**
   * A path on this machine for a reader that needs one (the import reads its CSV by byte offsets, in
   * passes). The folder store answers where the file is; an object store would fetch it to a local copy.
   */
  localPath(area: FileArea, name: string): Promise<string>;
}

/** A stored name that is not one the server makes: refused before it comes near a path. */
export class UnsafeFileName extends Error {
  constructor(name: string) {
    super(`Refused stored file name ${JSON.stringify(name.slice(0, 80))}.`);
  }
}

const STORED_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}(\.[a-z0-9]{1,10})?$/;

/** The name itself when it is a stored name the server could have made (no separators, no '..'), else UnsafeFileName. */
export function checkedName(name: string): string {
  if (typeof name !== 'string' || !STORED_NAME.test(name)) throw new UnsafeFileName(String(name));
  return name;
}

/** A new stored name: 32 random hex digits, with the suffix given ('.csv'). */
export const newStoredName = (suffix = '') => `${randomBytes(16).toString('hex')}${suffix}`;

import type { LookupDeclaration, ResourceFile } from './types';

/** A resource's look-ups as its file declares them (x-lookups), or the one it has by default, named after it. */
export const lookupDeclarations = (file: ResourceFile): LookupDeclaration[] =>
  file['x-lookups'] ?? [{ name: file.$id }];

/** The resources of a model's files as the Data model screens list them. */
import { lookupDeclarations, type ResourceFile } from '../../kernel';
import type { ModelFiles } from './draftStore';
import type { Json } from './propertyKinds';

export interface ModelResource { path: string; name: string; label: string; group: string; order: number; file: Json }

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** modelResources(files) → every file with an x-resource, by menu order then label ('host/lookups.json' is no resource). */
export function modelResources(files: ModelFiles): ModelResource[] {
  return Object.entries(files).flatMap(([path, file]) => {
    const resource = file['x-resource'];
    if (!isObject(resource) || typeof file.$id !== 'string') return [];
    const menu = isObject(resource.menu) ? resource.menu : {};
    return [{ path, name: file.$id, label: String(resource.label ?? file.$id), group: String(menu.group ?? ''), order: Number(menu.order ?? 0), file }];
  }).sort((a, b) => a.order - b.order || a.label.localeCompare(b.label));
}

/** The resource named `name` ($id), if the files have it. */
export const findResource = (files: ModelFiles, name: string) => modelResources(files).find((resource) => resource.name === name);

/** The look-up URL a reference to the resource uses: its first x-lookups name, or its own name. */
export const lookupUrlOf = (resource: ModelResource) => `/service-desk/api/dependency/${lookupDeclarations(resource.file as unknown as ResourceFile)[0].name}`;

/** The menu groups the model's resources use, for a new resource to join. */
export const menuGroups = (files: ModelFiles) => [...new Set(modelResources(files).map((resource) => resource.group).filter(Boolean))].sort();

/** The resources (labels) whose properties refer to `target` by one of its look-ups: it cannot be removed while any do. */
export function referrersOf(files: ModelFiles, target: ModelResource): string[] {
  const urls = new Set(lookupDeclarations(target.file as unknown as ResourceFile).map(({ name }) => `/service-desk/api/dependency/${name}`));
  return modelResources(files).filter((resource) => resource.name !== target.name && Object.values(isObject(resource.file.properties) ? resource.file.properties : {})
    .some((property) => isObject(property) && isObject(property['x-ref']) && urls.has(String(property['x-ref'].lookup).split('?')[0])))
    .map((resource) => resource.label);
}

import { connectLinks, defineResource, type ResourceDefinition } from '../kernel';
import { resourceFiles } from '../engine/resourceFiles';

/** All resource definitions: every resource file becomes a screen (menuGroups places their entries). */
export const definitions: ResourceDefinition[] = connectLinks(resourceFiles.map((file) => defineResource(file)));

import { connectLinks } from '../engine/schema/connectLinks';
import { defineResource, type ResourceDefinition } from '../engine/schema/defineResource';
import { resourceFiles } from '../engine/schema/resourceFiles';

/** All resource definitions: every resource file becomes a screen (menuGroups places their entries). */
export const definitions: ResourceDefinition[] = connectLinks(resourceFiles.map((file) => defineResource(file)));

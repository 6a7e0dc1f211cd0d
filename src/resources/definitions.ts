import { type AppModel, connectLinks, defineResource, type ResourceDefinition } from '../kernel';
import { perModel, useAppModel } from '../engine/resourceFiles';

/**
 * A model version's resource definitions (the current one's without an argument, for code outside a
 * component): every resource file becomes a screen (menuGroups places their entries).
 */
export const definitionsOf: (model?: AppModel) => ResourceDefinition[] = perModel(({ files }) => connectLinks(files.map((file) => defineResource(file))));

/** The current version's definitions in a component: it redraws from a newer version's. */
export const useDefinitions = (): ResourceDefinition[] => definitionsOf(useAppModel());

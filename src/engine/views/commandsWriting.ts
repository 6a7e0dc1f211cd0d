import type { ResourceDefinition } from '../../kernel';

// Apart from commandForm.ts: a show page draws these buttons, while the form mappers load with the dialog.
/**
 * The commands that write a property from a button beside it, by name: commandsWriting(def, 'time_spent') → ['log_time'].
 * A command an action menu offers (a renewal writing the cost among other things) is left to its menu.
 */
export function commandsWriting(definition: ResourceDefinition, property: string): string[] {
  const inMenus = new Set((definition.show.menus ?? []).flatMap((menu) => menu.items.map((item) => item.command)));
  return Object.entries(definition.actions?.commands ?? {})
    .filter(([name, command]) => command.fields?.includes(property) && !inMenus.has(name)).map(([name]) => name);
}

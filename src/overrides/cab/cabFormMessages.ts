/** The CAB level editor's English texts, under `cab_form.` (added to the app's texts when the screens load). */
export const cabFormMessages = {
  cab_form: {
    level: 'Level %{order}',
    add_level: 'Add level',
    move_up: 'Move level %{order} up',
    move_down: 'Move level %{order} down',
    remove: 'Remove level %{order}',
    level_name: 'level',
    approvers: 'Approvers of level %{order}',
  },
};

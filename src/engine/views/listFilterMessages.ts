/** The words of a list's filter drawer and chips: loaded with them (registerMessages), not with every list. */
export const listFilterMessages = {
  sd: {
    list: {
      chip: '%{name}: %{value}', remove_filter: 'Remove %{filter}', clear_filters: 'Clear filters', active_filters: 'Active filters',
      no_value: 'no value', date_range: '%{from} – %{to}', range_from: 'from %{from}', range_to: 'up to %{to}', last: 'within last %{count} %{unit}',
    },
    saved_filters: { chip: 'Saved filter: %{name}' },
  },
};

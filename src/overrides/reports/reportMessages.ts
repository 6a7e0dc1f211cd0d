/** The report screens' English texts, under `report.` (added to the app's texts when the screens load). */
export const reportMessages = {
  report: {
    home: 'Reports',
    open: 'Open %{name}',
    info: 'Report info',
    filter: 'Filter',
    columns: 'Columns',
    graph: 'Graph',
    rows: 'List of %{name}',
    count: 'Count',
    chart_label: '%{kind} chart of %{name} by %{group}',
    no_counts: 'No %{name} match these filters.',
    save: 'save',
    export: 'export %{format}',
    returning: 'Deleted. Returning to the list…',
  },
};

/** The chart's own words, added to the app's texts when a screen with a chart loads (Chart.tsx). */
export const chartMessages = {
  sd: {
    chart: {
      as_table: 'Show as table', as_chart: 'Show as chart', failed: 'The chart could not be drawn.', count: 'Count',
    },
  },
};

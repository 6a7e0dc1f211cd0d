/** The home page's own words, added to the app's texts when its code loads (HomePage.tsx). */
export const homeMessages = {
  sd: {
    home: {
      sections: { mine: 'My work', desk: 'The desk', admin: 'Administration' },
      total: '%{count} in all: open the list',
      more: '%{count} more: open the list',
      open_list: 'open the list',
      failed: 'This block could not be loaded.',
      retry: 'retry',
      no_blocks: 'Nothing is set up for your home page yet.',
      blocks_failed: 'The home page could not be loaded.',
      chart_label: '%{kind} chart of %{title}',
      kinds: { bar: 'Bar', pie: 'Pie' },
    },
  },
};

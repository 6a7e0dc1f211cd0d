// react-admin's lists carry its CSV exporter (jsonexport) whether or not a screen exports; this app's
// exports are written by the server (ExportLink, x-list.export), so the build points that package here
// (vite.config.ts) and the first bundle goes without it. A call says so instead of writing a file.
module.exports = function jsonexport() {
  throw new Error('Exports are written by the server: use the list\'s export link.');
};

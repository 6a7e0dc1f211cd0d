// node-polyglot (react-admin's translator) asks for the 'object.entries' polyfill, which brings a chain of
// ES-spec helper packages; every browser the app supports has Object.entries (ES2017), so the build
// points that package here (vite.config.ts).
module.exports = function entries(object) {
  return Object.entries(object);
};

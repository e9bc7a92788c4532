// webpack loader: a catalog (locales/<language>.json, message id → ICU text) becomes its syntax trees at build
// time, so browsers need no ICU parser (the build aliases it to the parser-less entry).
const { parse } = require('@formatjs/icu-messageformat-parser');

module.exports = function catalogLoader(source) {
  const catalog = JSON.parse(source);
  const compiled = Object.fromEntries(Object.entries(catalog).map(([id, text]) => [id, parse(String(text))]));
  return `export default ${JSON.stringify(compiled)};`;
};

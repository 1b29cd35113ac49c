// Resolves the portal's path aliases (@/ and @contract/, as in tsconfig.app.json) for the lint
// rules that follow imports (eslint-plugin-boundaries and import-x/no-cycle), then lets the node
// resolver find the file with the TypeScript extensions.
const path = require('node:path');
const node = require('eslint-import-resolver-node');

const ALIASES = [
  ['@/', path.join(__dirname, 'src') + path.sep],
  ['@contract/', path.join(__dirname, 'contract') + path.sep],
];
const NODE_OPTIONS = { extensions: ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.json'] };

exports.interfaceVersion = 2;
exports.resolve = (source, file) => {
  const alias = ALIASES.find(([prefix]) => source.startsWith(prefix));
  const target = alias ? alias[1] + source.slice(alias[0].length) : source;
  const found = node.resolve(target, file, NODE_OPTIONS);
  // the server imports its TypeScript modules by their emitted name (./service.js is ./service.ts)
  if (!found.found && /^\.{1,2}\/.*\.js$/.test(target)) return node.resolve(target.slice(0, -3) + '.ts', file, NODE_OPTIONS);
  return found;
};

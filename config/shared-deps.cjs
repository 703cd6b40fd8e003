// The singletons every federated build shares (see ../shared/notes/toolchain.md:
// react-dom/client must be listed or a remote silently ships a second renderer).
const path = require('node:path');

const rootPkg = (name) => require(path.join(__dirname, '..', 'node_modules', name, 'package.json')).version;
const sharedPkg = require('../shared/package.json');

function sharedSingletons() {
  const singleton = (name, version) => ({ singleton: true, requiredVersion: `^${version}`, version });
  return {
    react: singleton('react', rootPkg('react')),
    'react/jsx-runtime': singleton('react', rootPkg('react')),
    'react-dom': singleton('react-dom', rootPkg('react-dom')),
    'react-dom/client': singleton('react-dom', rootPkg('react-dom')),
    rxjs: singleton('rxjs', rootPkg('rxjs')),
    'single-spa': singleton('single-spa', rootPkg('single-spa')),
    '@tumbledash/shared': singleton('@tumbledash/shared', sharedPkg.version),
  };
}

module.exports = { sharedSingletons };

// The singletons every federated build shares (see ../shared/notes/toolchain.md:
// react-dom/client must be listed or a remote silently ships a second renderer).
// rxjs is not among them: a shared module is shipped whole (17 KB gz) while each build uses a handful of
// operators; the bus and session stores live in @tumbledash/shared, one instance, whatever rxjs copy
// an observer's operators come from (issue 14).
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
    'single-spa': singleton('single-spa', rootPkg('single-spa')),
    // Every remote's app.tsx wraps itself with it: once for the page instead of a copy in each remote.
    'single-spa-react': singleton('single-spa-react', rootPkg('single-spa-react')),
    '@tumbledash/shared': singleton('@tumbledash/shared', sharedPkg.version),
  };
}

module.exports = { sharedSingletons };

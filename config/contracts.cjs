// What a remote's build was made against, recorded in its mf-manifest.json (metaData.contracts): the event
// bus contract version of shared/src/bus/events.ts and the @tumbledash/shared range it requires. The shell
// reads it from the registry before mounting a remote (shell/src/registry/contracts.ts).
const { readFileSync } = require('node:fs');
const path = require('node:path');

const EVENTS_FILE = path.join(__dirname, '..', 'shared', 'src', 'bus', 'events.ts');

/** The semver constant BUS_CONTRACT_VERSION, read from the source (the config runs before any TypeScript). */
function busContractVersion(source = readFileSync(EVENTS_FILE, 'utf8')) {
  const match = /export const BUS_CONTRACT_VERSION = '(\d+\.\d+\.\d+)';/.exec(source);
  if (!match) throw new Error(`${EVENTS_FILE} must export BUS_CONTRACT_VERSION = '<major>.<minor>.<patch>'`);
  return match[1];
}

function buildContracts() {
  const sharedPkg = require('../shared/package.json');
  return { bus: busContractVersion(), shared: `^${sharedPkg.version}` };
}

/** The Module Federation manifest's `additionalData` hook: adds the contracts to the manifest's metaData. */
function addContracts({ stats }) {
  stats.metaData = { ...stats.metaData, contracts: buildContracts() };
  return stats;
}

module.exports = { busContractVersion, buildContracts, addContracts };

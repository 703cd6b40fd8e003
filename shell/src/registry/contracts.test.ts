import { BUS_CONTRACT_VERSION, SHARED_VERSION } from '@tumbledash/shared';
import { busCompatible, compatibleTable, majorOf, refusalMessage, sharedCompatible } from './contracts';
import type { RemoteTable } from './remotes';

const entry = (version: string) => `/remotes/mfe-header/${version}/mf-manifest.json`;

it('reads the major of a semver version', () => {
  expect(majorOf('2.1.0')).toBe(2);
  expect(majorOf('1.0.0-beta.1')).toBe(1);
  expect(majorOf('two')).toBeNull();
});

it('accepts a build of the same bus major, refuses another major, and counts an unrecorded bus as 1.0.0', () => {
  expect(busCompatible('1.4.0', '1.0.0')).toBe(true);
  expect(busCompatible('2.0.0', '1.0.0')).toBe(false);
  expect(busCompatible(null, '1.2.0')).toBe(true);
  expect(busCompatible(undefined, '2.0.0')).toBe(false);
  expect(busCompatible('garbage', '1.0.0')).toBe(false);
});

it('builds remotes with the bus version the shell speaks (config reads the same constant)', () => {
  const config = jest.requireActual<{ busContractVersion: () => string }>('../../../config/contracts.cjs');
  expect(config.busContractVersion()).toBe(BUS_CONTRACT_VERSION);
  expect(majorOf(BUS_CONTRACT_VERSION)).not.toBeNull();
});

it('keeps compatible remotes and replaces an incompatible one by its newest compatible earlier version', () => {
  const table: RemoteTable = {
    'mfe-dashboard': { entry: '/remotes/mfe-dashboard/1/mf-manifest.json', version: '1', bus: '1.1.0' },
    'mfe-header': {
      entry: entry('3'),
      version: '3',
      bus: '2.0.0',
      previous: [
        { version: '2', entry: entry('2'), bus: '2.0.0' },
        { version: '1', entry: entry('1'), bus: '1.0.0' },
        { version: '0', entry: entry('0'), bus: null },
      ],
    },
  };
  const { table: mounted, refusals } = compatibleTable(table, '1.0.0');
  expect(mounted['mfe-dashboard']).toBe(table['mfe-dashboard']);
  expect(mounted['mfe-header']).toEqual({ entry: entry('1'), version: '1', bus: '1.0.0' });
  expect(refusals).toEqual([{ remote: 'mfe-header', version: '3', bus: '2.0.0', fallback: '1' }]);
  expect(refusalMessage(refusals[0]!, '1.0.0')).toBe('refused: built against event bus 2.0.0, the shell speaks 1.0.0; mounted 1 instead');
});

it('leaves out a remote with no compatible version, so its slots show their fallback', () => {
  const table: RemoteTable = { 'mfe-header': { entry: entry('3'), version: '3', bus: '2.0.0', previous: [{ version: '2', entry: entry('2'), bus: '2.1.0' }] } };
  const { table: mounted, refusals } = compatibleTable(table, '1.0.0');
  expect(mounted).toEqual({});
  expect(refusals).toEqual([{ remote: 'mfe-header', version: '3', bus: '2.0.0', fallback: null }]);
  expect(refusalMessage(refusals[0]!, '1.0.0')).toBe('refused: built against event bus 2.0.0, the shell speaks 1.0.0; no compatible version, showed the fallback');
});

it('mounts a build whose @tumbledash/shared range the shell satisfies, and nothing that needs a later one', () => {
  expect(sharedCompatible('^1.0.0', '1.3.2')).toBe(true);
  expect(sharedCompatible('^1.3.2', '1.3.2')).toBe(true);
  expect(sharedCompatible('^1.4.0', '1.3.2')).toBe(false);
  expect(sharedCompatible('^2.0.0', '1.3.2')).toBe(false);
  expect(sharedCompatible('^1.0.0', '2.0.0')).toBe(false);
  expect(sharedCompatible('^0.1.0', '0.2.0')).toBe(false);
  expect(sharedCompatible('^0.1.0', '0.1.4')).toBe(true);
  expect(sharedCompatible(null, '1.0.0')).toBe(true);
  expect(sharedCompatible('>=1', '1.0.0')).toBe(false);
});

it('builds remotes against the shared version the shell provides (config reads package.json)', () => {
  const config = jest.requireActual<{ buildContracts: () => { shared: string } }>('../../../config/contracts.cjs');
  expect(config.buildContracts().shared).toBe(`^${SHARED_VERSION}`);
});

it('replaces a build that needs a later @tumbledash/shared by its earlier one, and says why', () => {
  const table: RemoteTable = {
    'mfe-header': {
      entry: entry('5'),
      version: '5',
      bus: '1.0.0',
      shared: '^1.4.0',
      previous: [{ version: '4', entry: entry('4'), bus: '1.0.0', shared: '^1.0.0' }],
    },
  };
  const { table: mounted, refusals } = compatibleTable(table, '1.0.0', '1.3.0');
  expect(mounted['mfe-header']).toEqual({ entry: entry('4'), version: '4', bus: '1.0.0', shared: '^1.0.0' });
  expect(refusals).toEqual([{ remote: 'mfe-header', version: '5', bus: '1.0.0', shared: '^1.4.0', fallback: '4' }]);
  expect(refusalMessage(refusals[0]!, '1.0.0', '1.3.0')).toBe('refused: built against @tumbledash/shared ^1.4.0, the shell provides 1.3.0; mounted 4 instead');
});

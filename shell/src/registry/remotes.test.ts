import { federationName, fetchRemoteTable, parseRemoteTable, RemoteTableError } from './remotes';

it('maps package names to federation names', () => {
  expect(federationName('mfe-header')).toBe('mfe_header');
});

it('parses a valid remotes table', () => {
  const table = { 'mfe-header': { entry: '/remotes/mfe-header/1/mf-manifest.json', version: '1' } };
  expect(parseRemoteTable(table)).toEqual(table);
});

it('keeps the contracts and earlier versions the registry adds, dropping malformed earlier entries', () => {
  const table = {
    'mfe-header': {
      entry: '/remotes/mfe-header/2/mf-manifest.json',
      version: '2',
      bus: '2.0.0',
      shared: '^1.0.0',
      previous: [{ version: '1', entry: '/remotes/mfe-header/1/mf-manifest.json', bus: null }, { version: 1 }],
    },
  };
  expect(parseRemoteTable(table)['mfe-header']).toEqual({ ...table['mfe-header'], previous: [table['mfe-header'].previous[0]] });
});

it.each([[null], [[]], [{ 'mfe-header': { entry: 3, version: '1' } }], [{ 'mfe-header': null }]])(
  'refuses a malformed table %j',
  (json) => {
    expect(() => parseRemoteTable(json)).toThrow(RemoteTableError);
  },
);

it('fetches the table without the HTTP cache', async () => {
  const fetchImpl = jest.fn().mockResolvedValue({ ok: true, json: async () => ({}) });
  await fetchRemoteTable(fetchImpl as unknown as typeof fetch);
  expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
});

it('fails when the table is missing', async () => {
  const fetchImpl = jest.fn().mockResolvedValue({ ok: false, status: 404 });
  await expect(fetchRemoteTable(fetchImpl as unknown as typeof fetch)).rejects.toThrow('remotes.json answered 404');
});

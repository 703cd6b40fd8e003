import type { LifeCycles } from 'single-spa';
import { REMOTE_RENDER_ERROR_EVENT } from '@tumbledash/shared';
import { HealthReports } from './health-beacon';

const lifecycles = (): LifeCycles => ({ bootstrap: async () => undefined, mount: jest.fn(async () => undefined), unmount: async () => undefined });
const mountAll = async (app: LifeCycles) => {
  for (const mount of ([] as LifeCycles['mount'][]).concat(app.mount)) await (mount as (props: never) => Promise<unknown>)({} as never);
};

it('reports a failed load with its message and rethrows so the slot falls back', async () => {
  const send = jest.fn();
  const reports = new HealthReports(send, 0);
  await expect(reports.load('mfe-header', '1.0.0-a', () => Promise.reject(new Error('ChunkLoadError: 404')))).rejects.toThrow('404');
  reports.flush();
  expect(send).toHaveBeenCalledWith([{ remote: 'mfe-header', version: '1.0.0-a', kind: 'load-error', message: 'ChunkLoadError: 404' }]);
});

it('reports the mount time once, after the remote mounted', async () => {
  const send = jest.fn();
  const reports = new HealthReports(send, 0);
  const original = lifecycles();
  const app = await reports.load('mfe-header', '1.0.0-a', async () => original);
  await mountAll(app);
  await mountAll(app);
  reports.flush();
  expect(original.mount).toHaveBeenCalledTimes(2);
  expect(send).toHaveBeenCalledTimes(1);
  expect(send.mock.calls[0][0]).toEqual([{ remote: 'mfe-header', version: '1.0.0-a', kind: 'mount', mount_ms: expect.any(Number) }]);
});

it('reports a build that loads but throws while mounting as a failed load, and rethrows', async () => {
  const send = jest.fn();
  const reports = new HealthReports(send, 0);
  const app = await reports.load('mfe-header', '2.0.0-b', async () => ({
    ...lifecycles(),
    mount: async () => {
      throw new Error('broken on purpose');
    },
  }));
  await expect(mountAll(app)).rejects.toThrow('broken on purpose');
  reports.flush();
  expect(send).toHaveBeenCalledWith([{ remote: 'mfe-header', version: '2.0.0-b', kind: 'load-error', message: 'mount: broken on purpose' }]);
});

it('sends in batches of at most 50 after a short delay', () => {
  jest.useFakeTimers();
  const send = jest.fn();
  const reports = new HealthReports(send, 5000);
  for (let index = 0; index < 120; index += 1) reports.add({ remote: 'mfe-x', version: '1', kind: 'mount', mount_ms: index });
  expect(send).toHaveBeenCalledTimes(2);
  jest.advanceTimersByTime(5000);
  expect(send.mock.calls.map((call) => call[0].length)).toEqual([50, 50, 20]);
  jest.useRealTimers();
});

it("reports a render error announced inside a remote's slot", () => {
  const send = jest.fn();
  const reports = new HealthReports(send, 0);
  reports.watchRenderErrors((name) => (name === 'share' ? { remote: 'mfe-share', version: '2' } : undefined));
  document.body.innerHTML = '<div id="td-app-share"><p id="inside"></p></div><div id="elsewhere"></div>';
  document.getElementById('inside')!.dispatchEvent(new CustomEvent(REMOTE_RENDER_ERROR_EVENT, { bubbles: true, detail: { message: 'boom' } }));
  document.getElementById('elsewhere')!.dispatchEvent(new CustomEvent(REMOTE_RENDER_ERROR_EVENT, { bubbles: true }));
  reports.flush();
  expect(send).toHaveBeenCalledWith([{ remote: 'mfe-share', version: '2', kind: 'render-error', message: 'boom' }]);
});

it("sends the failed request's id with a render error, and drops one the beacon would refuse", () => {
  const send = jest.fn();
  const reports = new HealthReports(send, 0);
  reports.watchRenderErrors(() => ({ remote: 'mfe-share', version: '2' }));
  document.body.innerHTML = '<div id="td-app-share"><p id="inside"></p></div>';
  const announce = (requestId: string) =>
    document.getElementById('inside')!.dispatchEvent(new CustomEvent(REMOTE_RENDER_ERROR_EVENT, { bubbles: true, detail: { message: 'boom', requestId } }));
  announce('req-7c1f9a20');
  announce('not a request id');
  reports.flush();
  expect(send).toHaveBeenCalledWith([
    { remote: 'mfe-share', version: '2', kind: 'render-error', message: 'boom', request_id: 'req-7c1f9a20' },
    { remote: 'mfe-share', version: '2', kind: 'render-error', message: 'boom' },
  ]);
});

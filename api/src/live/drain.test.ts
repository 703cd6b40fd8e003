import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { DEMO } from '../testing/app.js';

/**
 * Issue 16 "operable": the real server (src/main.ts) on SIGTERM stops taking connections, lets a request in
 * flight finish, closes live streams with a retry hint, then exits 0; its log lines are JSON with the
 * request id the answer carried.
 */
const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('SIGTERM drain of a running server', () => {
  let dir: string;
  let server: ChildProcess;
  let port = 0;
  let logs = '';

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'td-drain-'));
    const shellDist = join(dir, 'shell');
    await mkdir(shellDist, { recursive: true });
    await writeFile(join(shellDist, 'index.html'), '<!doctype html><title>Tumbledash</title>');
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: API_ROOT,
      env: { ...process.env, PORT: '0', DATA_DIR: join(dir, 'data'), SHELL_DIST: shellDist, LOG_LEVEL: 'info', SANITIZE_THREADS: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    const deadline = Date.now() + 180_000;
    while (!port) {
      assert.ok(Date.now() < deadline, `the server did not start:\n${logs.slice(-2000)}`);
      assert.equal(server.exitCode, null, `the server exited:\n${logs.slice(-2000)}`);
      const match = /Tumbledash is running at http:\/\/127\.0\.0\.1:(\d+)/.exec(logs);
      if (match) port = Number(match[1]);
      else await new Promise((done) => setTimeout(done, 200));
    }
  });

  after(async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
  });

  function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<{ response: IncomingMessage; text: string }> {
    return new Promise((resolve, reject) => {
      const outgoing = request({ host: '127.0.0.1', port, method, path, headers }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ response, text }));
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  it('finishes the request in flight and closes the stream with a retry hint, then exits', async () => {
    // demo signs in; the session opens a live stream.
    const boot = await send('GET', '/svc/bootstrap', {});
    const cookie = String(boot.response.headers['set-cookie']?.[0]).split(';')[0]!;
    const formKey = (JSON.parse(boot.text) as { response: { form_key: string } }).response.form_key;
    const login = await send('POST', '/svc/account/login', { cookie, 'x-tumblr-form-key': formKey, 'content-type': 'application/json' }, JSON.stringify({ email: DEMO.email, password: DEMO.password }));
    assert.equal(login.response.statusCode, 200, login.text);
    // Signing in starts a new session (cookie and form key).
    const session = String(login.response.headers['set-cookie']?.find((value) => value.startsWith(cookie.split('=')[0]!)) ?? cookie).split(';')[0]!;
    const headers = { cookie: session, 'x-tumblr-form-key': (JSON.parse(login.text) as { response: { form_key: string } }).response.form_key, 'content-type': 'application/json' };

    const streamed: string[] = [];
    const stream = await new Promise<IncomingMessage>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path: '/svc/live/stream', headers: { cookie: session, accept: 'text/event-stream' } }, resolve).on('error', reject).end();
    });
    assert.equal(stream.statusCode, 200);
    stream.on('data', (chunk: Buffer) => streamed.push(chunk.toString()));
    const streamEnded = new Promise<void>((done) => stream.on('end', done));

    // A slow request: its body arrives half before and half after SIGTERM.
    const body = JSON.stringify({ keyboard_shortcuts: true });
    const slow = new Promise<{ status: number; requestId: string; text: string }>((resolve, reject) => {
      const outgoing = request(
        { host: '127.0.0.1', port, method: 'POST', path: '/svc/settings/dashboard', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode!, requestId: String(response.headers['x-request-id']), text }));
        },
      );
      outgoing.on('error', reject);
      outgoing.write(body.slice(0, 5));
      setTimeout(() => outgoing.end(body.slice(5)), 1_500);
    });
    await new Promise((done) => setTimeout(done, 300));
    const exited = new Promise<number | null>((done) => server.once('exit', (code) => done(code)));
    server.kill('SIGTERM');

    await streamEnded;
    const text = streamed.join('');
    assert.match(text, /retry: \d+\nevent: bye\n/, text);
    // New connections are refused while the slow request is still being answered.
    await new Promise((done) => setTimeout(done, 300));
    await assert.rejects(send('GET', '/healthz', {}), /ECONNREFUSED/);

    const answered = await slow;
    assert.notEqual(answered.status, 503, answered.text);
    assert.equal(answered.status, 200, answered.text);
    assert.equal(await exited, 0, logs.slice(-2000));

    // Structured logs: JSON lines, and the slow request's lines carry the id its answer had.
    const lines = logs.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    assert.ok(lines.length > 0);
    assert.ok(lines.some((line) => line.reqId === answered.requestId), `no log line with reqId ${answered.requestId}`);
    assert.ok(lines.some((line) => line.msg === 'SIGTERM: shutting down'));
  });
});

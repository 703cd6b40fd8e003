import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

/**
 * Starts deploy/local-cluster.mts (PostgreSQL, s3rver, three instances, nginx) for the scale tests and hands
 * its addresses to them in the environment: CLUSTER_URL (nginx), CLUSTER_INSTANCES and CLUSTER_DEPLOY_ENV
 * (JSON). The returned function stops it and removes everything it made.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = path.resolve(__dirname, '..');
  const port = Number(process.env.E2E_CLUSTER_PORT ?? 8320);
  const cluster = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'deploy', 'local-cluster.mts'), '--port', String(port)], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
    // Every test signs up from 127.0.0.1: far more than the 5 sign-ups an hour one address may make.
    env: { ...process.env, CLUSTER_ENV: JSON.stringify({ RATE_LIMIT_REGISTER_IP: '1000/1h' }) },
  });
  const exited = new Promise<void>((done) => cluster.once('exit', () => done()));
  const line = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: cluster.stdout! });
    lines.once('line', resolve);
    cluster.once('exit', (code) => reject(new Error(`the local cluster did not start (exit ${code})`)));
  });
  const summary = JSON.parse(line) as { url: string; instances: string[]; deployEnv: Record<string, string> };
  process.env.CLUSTER_URL = summary.url;
  process.env.CLUSTER_INSTANCES = JSON.stringify(summary.instances);
  process.env.CLUSTER_DEPLOY_ENV = JSON.stringify(summary.deployEnv);
  return async () => {
    cluster.kill('SIGTERM');
    await exited;
  };
}

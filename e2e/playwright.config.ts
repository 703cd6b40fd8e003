import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 8199);
// A fresh database and deploy directory for every run; workers re-read this file and inherit the env.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'tumbledash-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: './tests',
  // The multi-instance tests need their own topology: playwright.cluster.config.ts.
  testIgnore: /scale-.*\.spec\.ts$/,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: path.resolve(__dirname, '..'),
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // Every test signs up from 127.0.0.1: far more than the 5 sign-ups an hour one address may make.
    // Canaries are judged every second after 3 mounts (platform-canary.spec.ts), not every 30 s after 20.
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', RATE_LIMIT_REGISTER_IP: '1000/1h', CANARY_CHECK_INTERVAL_MS: '1000', CANARY_MIN_MOUNTS: '3' },
  },
});

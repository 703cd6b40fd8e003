import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The multi-instance tests (issue 16): three api instances on one PostgreSQL and one S3 server behind
 * Debian's nginx with deploy/nginx.conf — deploy/docker-compose.yml's topology, started by scale-cluster-setup.ts.
 * nginx listens on E2E_CLUSTER_PORT (default 8320), the instances on the next three ports.
 */
export default defineConfig({
  ...base,
  testMatch: /scale-.*\.spec\.ts$/,
  testIgnore: [],
  timeout: 150_000,
  globalSetup: './scale-cluster-setup.ts',
  webServer: undefined,
  use: { ...base.use, baseURL: `http://127.0.0.1:${Number(process.env.E2E_CLUSTER_PORT ?? 8320)}` },
});

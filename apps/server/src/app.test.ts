import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './platform/config';
import type { Database } from './platform/db/client';
import type { App } from './platform/http';
import { openTestDatabase } from '../test/harness';

let app: App;
let database: Database;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'knjige-web-'));

beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Knjige</title><div id="root"></div>');
  fs.writeFileSync(path.join(webDist, 'app.js'), 'console.log(1)');
  database = await openTestDatabase();
  app = await buildApp({ config: { ...loadConfig({}), webDist, jwtSecret: 'x'.repeat(40) }, database, logger: false });
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('one server for the web app and the API', () => {
  it('serves the SPA for client routes and its files, JSON 404 for unknown API paths', async () => {
    const page = await app.inject({ method: 'GET', url: '/artikli?page=2' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    expect((await app.inject({ method: 'GET', url: '/app.js' })).body).toBe('console.log(1)');
    const api = await app.inject({ method: 'GET', url: '/v1/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'error.not-found' });
  });

  it('answers health with the database checked, and serves the OpenAPI document', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const doc = (await app.inject({ method: 'GET', url: '/v1/docs/json' })).json();
    expect(doc.info.version).toBe('2.0.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/v1/art-main', '/v1/art-main/{id}', '/v1/auth/token', '/v1/kom-main']));
  });
});

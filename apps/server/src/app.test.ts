import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testing/index';

const web = fs.mkdtempSync(path.join(os.tmpdir(), 'fortuna-web-'));
const data = fs.mkdtempSync(path.join(os.tmpdir(), 'fortuna-data-'));
const bigScript = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let t: TestApp;
beforeAll(async () => {
  fs.mkdirSync(path.join(web, 'assets'));
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(web, 'assets', 'app-abc123.js'), bigScript);
  fs.writeFileSync(path.join(web, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(bigScript));
  fs.writeFileSync(path.join(web, 'assets', 'app-abc123.js.gz'), zlib.gzipSync(bigScript));
  fs.mkdirSync(path.join(data, 'locales'));
  fs.writeFileSync(path.join(data, 'locales', 'ja.json'), JSON.stringify({ nav: { home: 'ホーム' } }));
  t = await buildTestApp({ config: { webDistDir: web, dataDir: data } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
  fs.rmSync(data, { recursive: true, force: true });
});

describe('the server as a whole', () => {
  it('answers /healthz after touching the database', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, value: { status: 'ok' } });
  });

  it('answers unknown API paths and wrong methods with a not_found envelope', async () => {
    for (const req of [
      { method: 'GET' as const, url: '/wps/nothing/here' },
      { method: 'POST' as const, url: '/wps/system/whitelabel' },
      { method: 'GET' as const, url: '/lgw/nope' },
    ]) {
      const res = await t.app.inject(req);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, value: null, message: 'not_found' });
    }
  });

  it('answers a malformed JSON body with invalid_json, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/system/whitelabel',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('invalid_json');
  });

  it('serves the SPA for every page route, with a CSP that frames only the launch CDNs', async () => {
    for (const url of ['/', '/member', '/lottery?gameCode=SSC1', '/no/such/page']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    await t.database.db
      .updateTable('merchant')
      .set({ launch_game_cdns: JSON.stringify(['https://games.cdn-one.example/launch', '/play']) })
      .execute();
    const csp = String((await t.app.inject('/')).headers['content-security-policy']);
    const frameSrc = csp.split('; ').find((d) => d.startsWith('frame-src '));
    expect(frameSrc?.split(' ').slice(1).sort()).toEqual(["'self'", 'https://games.cdn-one.example']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("script-src 'self'");
  });

  it('serves hashed assets precompressed and immutable', async () => {
    const br = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);
    const gz = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const missing = await t.app.inject('/assets/nope.js');
    expect(missing.statusCode).toBe(404);
  });

  it('compresses large API responses', async () => {
    const res = await t.app.inject({ url: '/wps/system/whitelabel', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString()).success).toBe(true);
  });

  it('sets security headers', async () => {
    const res = await t.app.inject('/wps/system/status');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('serves operator locale files and 404s languages without one', async () => {
    const ja = await t.app.inject('/locales/ja.json');
    expect(ja.statusCode).toBe(200);
    expect(ja.json()).toEqual({ nav: { home: 'ホーム' } });
    expect((await t.app.inject('/locales/ko.json')).statusCode).toBe(404);
    expect((await t.app.inject('/locales/..%2f..%2fetc%2fpasswd.json')).statusCode).toBe(404);
    expect((await t.app.inject('/locales/xx.json')).statusCode).toBe(404);
  });

  it('serves generated artwork through the demo image CDN', async () => {
    const logo = await t.app.inject('/cdn/demo/logo.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.body.startsWith('<svg')).toBe(true);
    expect((await t.app.inject('/cdn/demo/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
    expect((await t.app.inject('/cdn/demo/nothing.svg')).json()).toMatchObject({ success: false, message: 'not_found' });
  });
});

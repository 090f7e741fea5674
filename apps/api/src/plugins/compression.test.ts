import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { createParent, createParentWithChild } from '../test/factories';
import { COMPRESSIBLE } from './compression';

describe('compressing what the server builds', () => {
  const ctx = useTestApp();

  async function dashboardOf(acceptEncoding?: string) {
    const { parent, childId } = await createParentWithChild(ctx, { dob: '2026-03-01' });
    const url = `/api/vaccinetracker/dashboard/?child_id=${childId}`;
    const plain = await ctx.app.inject({ method: 'GET', url, headers: parent.headers });
    const encoded = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { ...parent.headers, ...(acceptEncoding && { 'accept-encoding': acceptEncoding }) },
    });
    return { plain, encoded };
  }

  it('sends a large JSON answer brotli-compressed to a browser that accepts it, with the same content', async () => {
    const { plain, encoded } = await dashboardOf('gzip, deflate, br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(4000);
    expect(encoded.headers['content-encoding']).toBe('br');
    expect(encoded.headers.vary).toMatch(/accept-encoding/i);
    const decoded = zlib.brotliDecompressSync(encoded.rawPayload);
    expect(JSON.parse(decoded.toString())).toEqual(plain.json());
    expect(encoded.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });

  it('falls back to gzip, and sends a client that asks for nothing the plain answer', async () => {
    const { plain, encoded } = await dashboardOf('gzip');
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(encoded.rawPayload).toString())).toEqual(plain.json());
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('leaves small answers alone', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/health/',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('never inflates a compressed request body', async () => {
    const parent = await createParent(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/vaccinetracker/onboarding/',
      headers: {
        ...parent.headers,
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      payload: zlib.gzipSync(JSON.stringify({ name: 'Ira', dob: '2026-03-01', gender: 'girl' })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/vaccinetracker/onboarding/',
      headers: parent.headers,
    });
    expect(list.json().children).toHaveLength(0);
  });

  it('compresses JSON, text and calendars, never a parent’s files', () => {
    for (const type of [
      'application/json; charset=utf-8',
      'text/calendar; charset=utf-8',
      'text/html',
      'application/manifest+json',
      'application/fhir+json',
      'text/javascript',
      'image/svg+xml',
    ]) {
      expect(COMPRESSIBLE.test(type), type).toBe(true);
    }
    for (const type of [
      'application/pdf',
      'image/jpeg',
      'image/png',
      'application/zip',
      'application/octet-stream',
      'text/event-stream',
    ]) {
      expect(COMPRESSIBLE.test(type), type).toBe(false);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceForPath } from '@trap/contracts';
import { startTestBff, type TestBff } from './support/bff.ts';

/** Every local $ref in the document, with where it was found. */
function refsOf(node: unknown, at = '#'): { ref: string; at: string }[] {
  if (!node || typeof node !== 'object') return [];
  if (Array.isArray(node)) return node.flatMap((v, i) => refsOf(v, `${at}/${i}`));
  return Object.entries(node).flatMap(([k, v]) => (k === '$ref' && typeof v === 'string' ? [{ ref: v, at }] : refsOf(v, `${at}/${k}`)));
}
const resolve = (doc: any, ref: string) =>
  ref
    .slice(2)
    .split('/')
    .reduce((o, key) => o?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);

describe('the API documentation', () => {
  let bff: TestBff;
  let doc: any;

  beforeAll(async () => {
    bff = await startTestBff();
    const res = await fetch(`${bff.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    doc = await res.json();
  });
  afterAll(async () => {
    await bff?.stop();
  });

  it('when /api/openapi.json is fetched, then it is an OpenAPI 3.1 document with the auth and settings endpoints', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toEqual(expect.any(String));
    expect(doc.paths['/api/login'].post.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/LoginRequest',
    });
    expect(doc.paths['/api/register'].post.responses['201']).toBeDefined();
    expect(doc.paths['/api/user'].get.responses['401']).toBeDefined();
    expect(doc.paths['/api/logout'].post).toBeDefined();
    expect(doc.paths['/api/users/{id}/check-membership'].post.parameters[0]).toMatchObject({ name: 'id', in: 'path', required: true });
    expect(doc.paths['/api/admin/settings'].put['x-capability']).toBe('settings.manage');
    expect(doc.paths['/api/banner-settings'].get).toBeDefined();
    expect(doc.paths['/api/site-status'].get).toBeDefined();
    // SPEC 5 rules travel into the document
    expect(doc.components.schemas.LoginRequest.properties.username.minLength).toBe(3);
    expect(doc.components.schemas.RegisterRequest.required).toEqual(
      expect.arrayContaining(['username', 'password', 'email', 'displayName', 'membershipTier']),
    );
  });

  it('then every $ref resolves, every operation id is unique, and every path has an owning service', () => {
    const unresolved = refsOf(doc).filter(({ ref }) => !ref.startsWith('#/') || resolve(doc, ref) === undefined);
    expect(unresolved).toEqual([]);
    const ids = Object.values(doc.paths).flatMap((ops: any) => Object.values(ops).map((op: any) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    for (const path of Object.keys(doc.paths)) {
      expect(serviceForPath(path.replace(/\{[^}]+\}/g, 'x')), path).toBeDefined();
      for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
        for (const op of Object.values(doc.paths[path]) as any[]) {
          expect(
            op.parameters?.some((p: any) => p.in === 'path' && p.name === name),
            `${path} declares ${name}`,
          ).toBe(true);
        }
      }
    }
  });

  it('then unsafe operations require the CSRF header and protected ones the session cookie', () => {
    expect(doc.components.securitySchemes.csrf).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-csrf-token' });
    expect(doc.paths['/api/login'].post.security).toEqual([{ csrf: [] }]);
    expect(doc.paths['/api/user'].get.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/admin/settings'].get.security).toEqual([]);
  });

  it('when /api/docs is opened, then a page loads Swagger UI from this origin without inline scripts', async () => {
    const page = await fetch(`${bff.url}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<div id="swagger-ui"></div>');
    expect(html).not.toMatch(/<script>(?!<)/);
    for (const src of [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!)) {
      expect(src.startsWith('/api/docs/')).toBe(true);
      const asset = await fetch(`${bff.url}${src}`);
      expect(asset.status, src).toBe(200);
      await asset.arrayBuffer();
    }
    const init = await (await fetch(`${bff.url}/api/docs/init.js`)).text();
    expect(init).toContain("url: '/api/openapi.json'");
  });
});

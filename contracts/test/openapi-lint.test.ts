import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../src/openapi/document.ts';

/**
 * The generated OpenAPI document under Redocly's `recommended` rules: no error, and every warning
 * one of those explained here (a new warning fails until it is fixed or explained).
 */
const EXPLAINED: { rule: string; at: RegExp; why: string }[] = [
  { rule: 'info-license', at: /^#\/info$/, why: 'the API of one site, not published for reuse under a licence' },
  {
    rule: 'no-ambiguous-paths',
    at: /^#\/paths\/~1api~1(shoots~1\{id\}~1(leaderboard|stream|finish)|feed~1\{itemId\}~1(kudos|comments)|blog~1comments~1\{commentId\})$/,
    why: 'a literal segment (code, members, comments) beats {id} in every router here, and no id is one of those words (ObjectIds, prefixed ids)',
  },
  {
    rule: 'operation-4xx-response',
    at: /^#\/paths\/~1api~1(admin~1settings|banner-settings|site-status|forum~1categories)\/get\/responses$/,
    why: 'public reads with no input, no session and nothing to be missing: they answer 200, or 503 when their service is down',
  },
];

describe('the OpenAPI document under Redocly lint', () => {
  it('has no error, and each warning is one explained here', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(buildOpenApiDocument()), absoluteRef: '/openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(errors).toEqual([]);
    const unexplained = problems
      .filter((p) => p.severity !== 'error')
      .filter((p) => !EXPLAINED.some((e) => e.rule === p.ruleId && e.at.test(p.location[0]?.pointer ?? '')))
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(unexplained).toEqual([]);
  });

  it('declares the tier refusal of every tier-gated route, and the servers', () => {
    const doc = buildOpenApiDocument();
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    const gated = Object.values(doc.paths).flatMap((ops) => Object.values(ops).filter((op) => (op as { 'x-tier'?: string })['x-tier']));
    expect(gated.length).toBeGreaterThan(10);
    for (const op of gated) expect(Object.keys((op as { responses: object }).responses)).toContain('403');
  });

  it('accepts its own defaults: the site settings default to an empty logo, a URI reference', () => {
    const doc = buildOpenApiDocument();
    const text = JSON.stringify(doc.components.schemas);
    expect(text).toContain('"format":"uri-reference"');
  });
});

/**
 * vitest set-up of every service's tests: each test's answers agree with their declarations (the
 * kit's answer check, on for these runs). A disagreement fails the test that caused it, naming the
 * route, the status and what differs.
 */
import { appendFileSync } from 'node:fs';
import { afterEach, expect } from 'vitest';
import { answerViolations } from '../http/answer-check.ts';

process.env.CONTRACT_CHECK = 'on';

afterEach((ctx) => {
  const found = [...new Set(answerViolations.splice(0))];
  if (!found.length) return;
  // CONTRACT_CHECK_REPORT=<file>: list them all instead of failing (to survey a suite)
  if (process.env.CONTRACT_CHECK_REPORT) {
    appendFileSync(process.env.CONTRACT_CHECK_REPORT, found.map((v) => `${ctx.task.file?.name ?? ''} | ${v}\n`).join(''));
    return;
  }
  expect(found, 'answers that disagree with their route declarations (contracts/src/api)').toEqual([]);
});

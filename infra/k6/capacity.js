// make bench's capacity part: one read path at one constant arrival rate, for run-capacity.ts, which
// steps the rate up until p99 crosses its limit and reads the summary written here.
//
//   k6 run -e URL=http://127.0.0.1:23000/api/podcasts -e RATE=800 -e SECONDS=5 -e OUT=reports/bench/step.json infra/k6/capacity.js
/* global __ENV -- k6 runtime global */
import http from 'k6/http';
import { check } from 'k6';

const RATE = Number(__ENV.RATE || 100);
const HEADERS = JSON.parse(__ENV.HEADERS || '{}');

export const options = {
  discardResponseBodies: true,
  summaryTrendStats: ['med', 'p(95)', 'p(99)', 'max'],
  scenarios: {
    step: {
      executor: 'constant-arrival-rate',
      rate: RATE,
      timeUnit: '1s',
      duration: `${__ENV.SECONDS || 5}s`,
      // enough virtual users for the rate at 100 ms each, not more (they cost the machine too)
      preAllocatedVUs: Math.min(400, Math.max(8, Math.ceil(RATE / 20))),
      maxVUs: Math.min(800, Math.max(16, Math.ceil(RATE / 5))),
      gracefulStop: '2s',
    },
  },
};

export default function () {
  const res = http.get(__ENV.URL, { headers: HEADERS });
  check(res, { 'status is 200': (r) => r.status === 200 });
}

export function handleSummary(data) {
  return { [__ENV.OUT]: JSON.stringify(data) };
}

import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './vitest.sequencer.ts';

/**
 * `make test` runs every workspace's tests in one vitest process. Each workspace keeps its own
 * vitest.config.ts (environment, includes, timeouts); a workspace without one yet is simply not
 * listed by the globs, and one with no test files does not fail the run.
 */
export default defineConfig({
  test: {
    // Globs (not plain paths) so that a workspace whose config does not exist yet is skipped.
    projects: [
      'contracts/vitest.config.{ts,mts}',
      'services/*/vitest.config.{ts,mts}',
      'bff/vitest.config.{ts,mts}',
      'frontends/ui/vitest.config.{ts,mts}',
      // @trap/ui's components rendered in jsdom (their Hindi, the dialogs' and the error screen's words)
      'frontends/ui/vitest.screens.config.ts',
      'frontends/shell/vitest.config.{ts,mts}',
      // the screens' component tests (jsdom, MSW handlers typed from the declarations: frontends/ui/src/testing)
      'frontends/shell/vitest.screens.config.ts',
      'frontends/member/vitest.config.{ts,mts}',
      'frontends/admin/vitest.config.{ts,mts}',
      'frontends/admin/vitest.screens.config.ts',
      'frontends/moderator/vitest.config.{ts,mts}',
      // security and contract-fuzzing suites against a stack of their own (infra/security)
      'infra/security/vitest.config.{ts,mts}',
      // the Kubernetes manifests, decoded strictly and cross-checked offline by a Go checker (infra/k8s)
      'infra/k8s/vitest.config.ts',
      // docker-compose.yml and the one-target-per-deployable Dockerfile, checked offline by a Go checker (infra/deploy)
      'infra/deploy/vitest.config.ts',
      // the benches' pure parts: the club-scale data set's counts and owners (infra/bench)
      'infra/bench/vitest.config.ts',
      // Failure tests: real processes stopped and restarted (infra/failure); make test runs them as a phase of their own.
      'infra/failure/vitest.config.ts',
    ],
    passWithNoTests: true,
    // Integration tests mostly wait on FerretDB, NATS and Redis, so a few more workers than cores pay off.
    maxWorkers: 3,
    // the security suites' long files first, beside the short ones, not alone at the end
    sequence: { sequencer: LongestFirstSequencer },
  },
});

/**
 * Set-up file of the screens' component tests (vitest `setupFiles`): unmounts each test's screen after
 * it, and lets `findBy…`/`waitFor` wait 20 s instead of 1 (make test runs them beside the integration
 * suites on a loaded machine, where a first render with its imports can take longer than a second; at
 * load 45 on 2 cores the equipment page's first load outlasted 5 s); the projects' test time-out is 45 s.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({ asyncUtilTimeout: 20_000 });
afterEach(() => cleanup());

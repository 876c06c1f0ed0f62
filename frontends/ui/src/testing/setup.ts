/**
 * Set-up file of the screens' component tests (vitest `setupFiles`): unmounts each test's screen after
 * it, and lets `findBy…`/`waitFor` wait 5 s instead of 1 (make test runs them beside the integration
 * suites on a loaded machine, where a first render with its imports can take longer than a second).
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({ asyncUtilTimeout: 5_000 });
afterEach(() => cleanup());

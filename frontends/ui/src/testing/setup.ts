/** Set-up file of the screens' component tests (vitest `setupFiles`): unmounts each test's screen after it. */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

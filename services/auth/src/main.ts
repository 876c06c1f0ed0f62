import { runMain, startService } from '@trap/kit';
import { loadAuthConfig } from './config.ts';
import { buildAuthService } from './auth-service.ts';

// Composition root: users, sessions, memberships (see auth-service.ts); the expiry job runs in worker.ts.
runMain(() => startService(loadAuthConfig(), buildAuthService), 'auth');

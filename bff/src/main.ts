import { runMain } from '@trap/kit';
import { loadBffConfig } from './config.ts';
import { startBff } from './app.ts';

// Composition root: configuration from the environment, then the bff (see app.ts).
runMain(() => startBff(loadBffConfig()), 'bff');

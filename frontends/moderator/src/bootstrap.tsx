import '@trap/ui/styles.css';
import { renderStandalone } from '@trap/ui/federation/standalone.tsx';
import { routes } from './app/routes.tsx';

// Standalone development page; the shell loads ./routes through federation instead.
void renderStandalone('moderator', routes);

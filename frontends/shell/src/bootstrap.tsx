import '@trap/ui/styles.css';
import './app/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { clearAccountDeletedFlag, fetchAppConfig, swallowNoisyRejections } from '@trap/ui';
import { App } from './app/app.tsx';
import { registerRemoteManifests, remoteManifestUrls } from './app/remotes/federation.ts';
import { applyStoredTheme } from './features/theme/stored-theme.ts';
import { registerServiceWorker } from './app/offline/service-worker.ts';

swallowNoisyRejections();
clearAccountDeletedFlag();
applyStoredTheme();

// The static head of index.html serves crawlers and the first paint; React's own <title>/<meta> take over.
document.querySelectorAll('head [data-static-head]').forEach((node) => node.remove());

/** SPEC 7: the logo and the social-share image are preloaded when the browser is idle. */
function preloadImagesWhenIdle(): void {
  const load = () => ['/images/logo.svg', '/images/social-share.png'].forEach((src) => (new Image().src = src));
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 2000);
}

async function start(): Promise<void> {
  const config = await fetchAppConfig();
  registerRemoteManifests(config.remotes);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
  preloadImagesWhenIdle();
  registerServiceWorker(remoteManifestUrls);
}

void start();

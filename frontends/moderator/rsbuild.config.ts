import { defineFrontendConfig } from '@trap/ui/build/rsbuild-app.ts';

export default defineFrontendConfig({
  app: 'moderator',
  exposes: { './routes': './src/app/routes.tsx' },
  title: 'moderator (standalone)',
});

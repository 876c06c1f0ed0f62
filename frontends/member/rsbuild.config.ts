import { defineFrontendConfig } from '@trap/ui/build/rsbuild-app.ts';

export default defineFrontendConfig({
  app: 'member',
  exposes: { './routes': './src/app/routes.tsx' },
  title: 'member (standalone)',
});

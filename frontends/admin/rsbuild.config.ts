import { defineFrontendConfig } from '@trap/ui/build/rsbuild-app.ts';

export default defineFrontendConfig({
  app: 'admin',
  exposes: { './routes': './src/app/routes.tsx' },
  title: 'admin (standalone)',
});

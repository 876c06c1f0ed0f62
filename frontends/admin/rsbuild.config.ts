import { defineFrontendConfig } from '../ui/src/build/rsbuild-app.ts';

export default defineFrontendConfig({
  app: 'admin',
  exposes: { './routes': './src/app/routes.tsx' },
  title: 'admin (standalone)',
});

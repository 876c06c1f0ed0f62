import { defineFrontendConfig } from '../ui/src/build/rsbuild-app.ts';

export default defineFrontendConfig({
  app: 'member',
  exposes: { './routes': './src/app/routes.tsx' },
  title: 'member (standalone)',
});

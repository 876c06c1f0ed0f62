import { DEFAULT_TITLE } from '@trap/contracts';
import { defineFrontendConfig } from '@trap/ui/build/rsbuild-app.ts';

export default defineFrontendConfig({
  app: 'shell',
  title: DEFAULT_TITLE,
  extra: {
    html: { template: './index.html', favicon: './public/favicon.svg' },
  },
});

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DEFAULT_TITLE } from '@trap/contracts';
import { DEVANAGARI_FONT } from '@trap/contracts/devanagari-font';
import { defineFrontendConfig } from '@trap/ui/build/rsbuild-app.ts';

// The Devanagari font Hindi pages link (contracts' DEVANAGARI_FONT): its woff2 file and the stylesheet
// naming them, in a folder named by the package's version (served from the shell's dist, cached for a year).
const fontFiles = join(dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-devanagari/package.json')), 'files');
const fontDir = DEVANAGARI_FONT.dir.slice(1);

export default defineFrontendConfig({
  app: 'shell',
  title: DEFAULT_TITLE,
  extra: {
    html: { template: './index.html', favicon: './public/favicon.svg' },
    output: {
      copy: [
        ...DEVANAGARI_FONT.files.map((file) => ({ from: join(fontFiles, file), to: `${fontDir}/${file}` })),
        { from: './src/fonts/devanagari.css', to: `${fontDir}/devanagari.css` },
      ],
    },
  },
});

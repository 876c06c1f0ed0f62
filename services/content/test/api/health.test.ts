import { describeServiceBasics } from '@trap/kit/testing/service-basics';
import { loadContentConfig } from '../../src/config.ts';
import { buildContentService } from '../../src/service.ts';

describeServiceBasics('content', { build: buildContentService, config: loadContentConfig });

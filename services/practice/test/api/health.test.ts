import { describeServiceBasics } from '@trap/kit/testing/service-basics';
import { loadPracticeConfig } from '../../src/config.ts';
import { buildPracticeService } from '../../src/service.ts';

describeServiceBasics('practice', { build: buildPracticeService, config: loadPracticeConfig });

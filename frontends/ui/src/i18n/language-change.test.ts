import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, pageText, registerNamespace } from './i18n.ts';

describe('switching the page to Hindi', () => {
  afterEach(async () => {
    // the page's language is shared by every test file of this worker: leave it in English
    await changeLanguage('en', { remember: false });
  });

  it('when a page’s code registers its texts while the switch is still loading, then they read in Hindi once it is done', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    registerNamespace('switch-test-early', { hello: 'Hello' }, async () => {
      await slow;
      return { default: { hello: 'नमस्ते' } };
    });
    const switching = changeLanguage('hi', { remember: false });
    // the link the visitor followed at once: its page arrives before the switch's texts
    registerNamespace('switch-test-late', { bye: 'Goodbye' }, async () => ({ default: { bye: 'फिर मिलेंगे' } }));
    release();
    await switching;
    expect(pageText('switch-test-early', 'hello')).toBe('नमस्ते');
    expect(pageText('switch-test-late', 'bye')).toBe('फिर मिलेंगे');
  });
});

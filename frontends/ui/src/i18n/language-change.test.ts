import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadLanguage, pageText, registerNamespace } from './i18n.ts';

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

describe('a Hindi page fetches the texts it reads, not every namespace its code has seen', () => {
  afterEach(async () => {
    await changeLanguage('en', { remember: false });
  });

  it('when a module registers its texts on a Hindi page, then nothing is fetched until a text of it is read', async () => {
    await changeLanguage('hi', { remember: false });
    const fetched: string[] = [];
    // a link's prefetch brought a screen's code: its texts are not on the page
    registerNamespace('prefetched-test', { title: 'Title' }, async () => {
      fetched.push('prefetched-test');
      return { default: { title: 'शीर्षक' } };
    });
    registerNamespace('toast-test', { saved: 'Saved' }, async () => {
      fetched.push('toast-test');
      return { default: { saved: 'सहेजा गया' } };
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetched).toEqual([]);
    // its own texts only, for a toast (auth toasts)
    await loadLanguage('hi', ['toast-test']);
    expect(fetched).toEqual(['toast-test']);
    expect(pageText('toast-test', 'saved')).toBe('सहेजा गया');
    // read outside a component: English this once, fetched for the next read
    expect(pageText('prefetched-test', 'title')).toBe('Title');
    await vi.waitFor(() => expect(pageText('prefetched-test', 'title')).toBe('शीर्षक'));
    expect(fetched).toEqual(['toast-test', 'prefetched-test']);
  });
});

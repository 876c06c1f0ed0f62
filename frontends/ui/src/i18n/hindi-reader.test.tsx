import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../testing/language.ts';
import { registerNamespace, useT } from './i18n.ts';

function Screen() {
  const { t } = useT('late-screen-test');
  return <h1>{t('title')}</h1>;
}

describe('a screen whose code arrives on a Hindi page', () => {
  it('waits for its Hindi in its Suspense fallback, and never shows in English first (a remote’s screen moved when its Hindi arrived)', async () => {
    await switchLanguage('hi');
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    let fetches = 0;
    // registered after the switch, as a remote's module is
    registerNamespace('late-screen-test', { title: 'Stats' }, async () => {
      fetches++;
      await arrived;
      return { default: { title: 'आँकड़े' } };
    });
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(screen.queryByText('Stats')).toBeNull();
    // the test's act lets React retry the screen once the texts are there
    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(await screen.findAllByRole('heading', { name: 'आँकड़े' })).toHaveLength(2);
    expect(screen.queryByText('Stats')).toBeNull();
    // two readers, one fetch
    expect(fetches).toBe(1);
  });
});

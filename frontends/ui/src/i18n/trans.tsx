import { useMemo, type ComponentProps } from 'react';
import { Trans as I18nextTrans } from 'react-i18next';
import { pageTextsEngine, useT } from '@trap/ui/core';
import { createTextsEngine } from './runtime.ts';

/**
 * A text with markup inside (`<Trans ns="shell" i18nKey="…" components={{ forum: <Link to="…" /> }} />`; a tag named like an
 * HTML void element, such as `<link>`, loses its text, so name it after what it links to),
 * through react-i18next. Not in `@trap/ui/core`: it brings i18next and its HTML parser with it, so they
 * load with the screens that use it, not at start-up. It is handed the page's instance itself, as the
 * shell renders no react-i18next provider.
 */
export function Trans({ ns, ...props }: ComponentProps<typeof I18nextTrans> & { ns: string }) {
  const { language } = useT(ns);
  const { instance } = pageTextsEngine(createTextsEngine);
  const t = useMemo(() => instance.getFixedT(language, ns), [instance, language, ns]);
  return <I18nextTrans i18n={instance} t={t} ns={ns} {...props} />;
}

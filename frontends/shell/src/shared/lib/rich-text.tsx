import { Fragment, type ReactNode } from 'react';

/**
 * A translated text with elements inside (a bold code, a link, a counted number): `t` is given a mark
 * for each element's place (a `code` value of `slot(0)`) and `richText` puts the elements there, so the
 * words around them follow each language's order and nothing written by people is parsed as markup
 * (what `<Trans>` would do, and it brings i18next to an English page).
 */
export const slot = (index: number): string => `\uE000${index}\uE001`;

export function richText(text: string, nodes: readonly ReactNode[]): ReactNode {
  return text
    .split(/\uE000(\d+)\uE001/)
    .map((part, i) => (i % 2 === 1 ? <Fragment key={i}>{nodes[Number(part)]}</Fragment> : part || null));
}

const DEVANAGARI = /\p{Script=Devanagari}/gu;
const LATIN = /\p{Script=Latin}/gu;

/**
 * The language a member's or an editor's text is written in, read from its letters (posts, topics
 * and replies carry no language of their own): 'hi' when most of its letters are Devanagari, 'en'
 * when most are Latin, none when it has neither. Set as the `lang` of the element showing it, a
 * screen reader reads a Hindi post on an English page (and an English one on a Hindi page) in the
 * right voice, and the browser breaks and draws its lines as that language's.
 */
export function textLang(text: string): 'hi' | 'en' | undefined {
  const devanagari = text.match(DEVANAGARI)?.length ?? 0;
  const latin = text.match(LATIN)?.length ?? 0;
  if (!devanagari && !latin) return undefined;
  return devanagari > latin ? 'hi' : 'en';
}

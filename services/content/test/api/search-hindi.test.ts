import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumTopicPublished } from '@trap/contracts';
import { publishEnvelope, recordEvent } from '@trap/kit';
import { eventually, fetchJson, type TestService } from '@trap/kit/testing';
import { ADMIN, settle, startContentService } from '../support/content-service.ts';

/**
 * Site search in Hindi, against the real store: forum topics (from the community's events), blog
 * posts and tips written in Devanagari are found by their Hindi words however the searcher types
 * them (composed or decomposed nukta letters, without the nukta, chandrabindu or anusvara, a word's
 * beginning, one letter off), ranked and limited as English is; English search is as before.
 */
let svc: TestService;
let admin: string;
type Hit = { type: string; id: string; title: string; titleHtml: string; snippetHtml: string; score: number };
type Result = { total: number; results: Hit[] };

const search = async (q: string, params = ''): Promise<Result> => {
  const res = await fetchJson(`${svc.url}/api/search?q=${encodeURIComponent(q)}${params}`);
  expect(res.status, q).toBe(200);
  return res.body as Result;
};
const ids = async (q: string) => (await search(q)).results.map((h) => h.id).sort();
const create = async (path: string, json: unknown): Promise<{ id: string }> => {
  const res = await fetchJson(`${svc.url}${path}`, { token: admin, json });
  expect(res.status).toBe(201);
  return res.body;
};

const topicId = '64f0c0bbbbbbbbbbbbbbbb01';
const otherTopicId = '64f0c0bbbbbbbbbbbbbbbb02';
let post: { id: string };
let otherPost: { id: string };
let tip: { id: string };
let otherTip: { id: string };
let englishPost: { id: string };
let englishTip: { id: string };

beforeAll(async () => {
  svc = await startContentService();
  admin = await svc.loginAs(ADMIN);

  // the community's topics arrive as its events (plain text of the markdown)
  await publishEnvelope(
    svc.ctx.bus,
    recordEvent(forumTopicPublished, {
      topicId,
      title: 'स्टेशन 3 पर निशाना क्यों चूकता है?',
      body: 'पिछले तीन हफ़्तों से सीधा टारगेट बार-बार निकल जाता है। आप अभ्यास में इसे कैसे ठीक करते हैं?',
      url: `/forum/topic/${topicId}`,
    }),
  );
  await publishEnvelope(
    svc.ctx.bus,
    recordEvent(forumTopicPublished, {
      topicId: otherTopicId,
      title: 'सर्दियों में कारतूस कहाँ रखें?',
      body: 'ठंडी सुबह रेंज पर कारतूस का डिब्बा गाड़ी में छोड़ें या बैग में?',
      url: `/forum/topic/${otherTopicId}`,
    }),
  );

  post = await create('/api/blog', {
    title: 'स्टेशन 3 का अभ्यास',
    category: 'Training',
    content:
      '## सीधा टारगेट\n\nहर शॉट के बाद बोलिए: ऊपर, नीचे या हिट। यह आदत आपका **निशाना** सुधारती है। जल्दबाज़ी मत कीजिए; शॉट पहुँचता है तब तक टारगेट ऊपर निकल चुका होता है।',
  });
  otherPost = await create('/api/blog', {
    title: 'क्लब की नई रेंज',
    category: 'Club News',
    content: 'इस महीने क्लब में नया ट्रैप लेआउट खुला है। सदस्य सुबह सात बजे से आ सकते हैं।',
  });
  // a writer whose keyboard sends the nukta letter as one code point (U+095B, not NFC) and a ZWNJ inside a word
  tip = await create('/api/shooting-tips', {
    category: 'Focus',
    difficulty: 'beginner',
    tipText: 'निशाना नली पर नहीं, टारगेट पर रखें। नज़र \u095Bरूर ट्रैप हाउस के ऊपर टिकाइए और शक्\u200Cति से नहीं, धैर्य से चलाइए।',
  });
  otherTip = await create('/api/shooting-tips', {
    category: 'Safety',
    difficulty: 'beginner',
    tipText: 'हर गन को भरी हुई मानिए और नली हमेशा सुरक्षित दिशा में रखिए।',
  });
  englishPost = await create('/api/blog', {
    title: 'Choke selection for practice',
    category: 'Equipment',
    content: 'Which choke suits the first barrel? Practice with a tight choke on long targets.',
  });
  englishTip = await create('/api/shooting-tips', {
    category: 'Mount',
    difficulty: 'beginner',
    tipText: 'Practice your mount at home every day.',
  });
  await settle(svc);
  await eventually(async () => (await ids('स्टेशन')).includes(topicId) && (await ids('कारतूस')).includes(otherTopicId), {
    timeoutMs: 10_000,
    intervalMs: 100,
  });
});
afterAll(() => svc?.stop());

describe('site search in Hindi', () => {
  it('when a Hindi word is searched, then the Hindi topic, post and tip containing it are found and nothing else', async () => {
    expect(await ids('निशाना')).toEqual([topicId, post.id, tip.id].sort());
    expect(await ids('अभ्यास')).toEqual([topicId, post.id].sort());
    const aim = await search('निशाना');
    expect(aim.total).toBe(3);
    expect(aim.results.map((h) => h.id)).not.toContain(otherTip.id);
    expect(aim.results.map((h) => h.id)).not.toContain(otherPost.id);
    expect(aim.results.map((h) => h.id)).not.toContain(otherTopicId);
    // the type filter works on Hindi hits as on English ones
    expect((await search('निशाना', '&type=forum_topic')).results.map((h) => h.id)).toEqual([topicId]);
    expect((await search('निशाना', '&type=shooting_tip')).results.map((h) => h.id)).toEqual([tip.id]);
  });

  it('when hits are shown, then the whole Devanagari word is marked, vowel signs and virama included', async () => {
    const aim = await search('निशाना', '&type=forum_topic');
    expect(aim.results[0]!.titleHtml).toBe('स्टेशन 3 पर <mark>निशाना</mark> क्यों चूकता है?');
    const practice = await search('अभ्यास', '&type=blog_post');
    expect(practice.results[0]!.titleHtml).toBe('स्टेशन 3 का <mark>अभ्यास</mark>');
    const snippet = (await search('निशाना', '&type=blog_post')).results[0]!.snippetHtml;
    expect(snippet).toContain('आपका <mark>निशाना</mark> सुधारती है');
  });

  it('when a word is typed with or without its nukta, composed or not, then it finds the same items', async () => {
    // the post says जल्दबाज़ी (ज + nukta): typed without the nukta, with it decomposed, with it composed (U+095B)
    for (const q of ['जल्दबाजी', 'जल्दबाज़ी', 'जल्दबा\u095Bी']) expect(await ids(q), q).toEqual([post.id]);
    // the tip stored the composed U+095B: found by the decomposed form and by the plain letter, and marked
    for (const q of ['ज़रूर', 'जरूर']) expect(await ids(q), q).toEqual([tip.id]);
    expect((await search('जरूर')).results[0]!.snippetHtml).toContain('<mark>\u095Bरूर</mark>');
    // हफ़्तों typed as हफ्तों
    expect(await ids('हफ्तों')).toEqual([topicId]);
  });

  it('when a word is typed with anusvara for chandrabindu, across a zero-width non-joiner, by its start or one letter off, then it is found', async () => {
    // the post writes पहुँचता (chandrabindu); many type पहुंचता
    expect(await ids('पहुंचता')).toEqual([post.id]);
    // the tip writes शक्‌ति with a ZWNJ; a searcher types शक्ति
    expect(await ids('शक्ति')).toEqual([tip.id]);
    // the beginning of a word, as for English (three letters or more)
    expect(await ids('अभ्या')).toEqual([topicId, post.id].sort());
    // a missing vowel sign in a long word is one letter off, as a misspelt English word is
    expect(await ids('निशना')).toEqual([topicId, post.id, tip.id].sort());
  });

  it('when Hindi hits are ranked and limited, then a title match comes first and the limit cuts the list, as for English', async () => {
    const all = await search('निशाना');
    const scores = all.results.map((h) => h.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // the topic and the tip have the word in their titles (boosted; a tip's title is its first words), the post in its text only
    expect(
      all.results
        .map((h) => h.id)
        .slice(0, 2)
        .sort(),
    ).toEqual([topicId, tip.id].sort());
    expect(all.results[2]!.id).toBe(post.id);
    const one = await search('निशाना', '&limit=1');
    expect(one.total).toBe(3);
    expect(one.results.map((h) => h.id)).toEqual([all.results[0]!.id]);
    // two words: items with both first, and only them when some have both
    expect(await ids('निशाना अभ्यास')).toEqual([topicId, post.id].sort());
  });

  it('when an English word is searched, then English hits come back as before and no Hindi item', async () => {
    const choke = await search('choke');
    expect(choke.results.map((h) => h.id)).toEqual([englishPost.id]);
    expect(choke.results[0]!.titleHtml).toBe('<mark>Choke</mark> selection for practice');
    expect(choke.results[0]!.snippetHtml).toBe(
      'Equipment. Which <mark>choke</mark> suits the first barrel? Practice with a tight <mark>choke</mark> on long targets.',
    );
    const practice = await search('practice');
    expect(practice.results.map((h) => h.id).sort()).toEqual([englishPost.id, englishTip.id].sort());
    // a prefix and a misspelling, as before
    expect(await ids('pract')).toEqual([englishPost.id, englishTip.id].sort());
    expect(await ids('practise')).toEqual([englishPost.id, englishTip.id].sort());
  });
});

describe('a Hindi post in the blog list', () => {
  it("when its excerpt's cut at 250 characters falls inside a letter, then the excerpt ends before that letter, not on a dangling sign or half a conjunct", async () => {
    const excerptOf = async (content: string) => {
      const post = await create('/api/blog', { title: 'लंबी पंक्ति', category: 'Training', content });
      return (await fetchJson(`${svc.url}/api/blog/${post.id}`)).body.excerpt as string;
    };
    // स्टेशन is स ् ट े श न: a cut between स and its virama, or right after the virama, would show half of स्ट
    expect(await excerptOf(`${'क'.repeat(249)}स्टेशन पर`)).toBe('क'.repeat(249));
    expect(await excerptOf(`${'क'.repeat(248)}स्टेशन पर`)).toBe('क'.repeat(248));
    // टारगेट is ट ा र…: a cut between ट and its vowel sign ा would show ट without it
    expect(await excerptOf(`${'क'.repeat(249)}टारगेट पर`)).toBe('क'.repeat(249));
    // at a whole letter it is cut at 250, and English is cut at 250 as before
    expect(await excerptOf(`${'क'.repeat(248)}टा रगेट पर`)).toBe(`${'क'.repeat(248)}टा`);
    expect(await excerptOf('a'.repeat(300))).toBe('a'.repeat(250));
  });
});

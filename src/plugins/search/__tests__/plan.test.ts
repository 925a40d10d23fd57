import {describe, expect, it} from 'vitest';
import {joinedWeight, maxGroups, planQuery, rarity} from '../client/plan';
import {createVocabulary, type Vocabulary} from '../client/vocabularyClient';
import {shardOf} from '../client/shard';

/** A vocabulary of a 100-page index holding these stems. */
function vocabularyOf(words: Record<string, number>) {
  const shards = new Map<string, Record<string, number>>();
  for (const [word, pages] of Object.entries(words)) {
    const shard = shardOf(word)!;
    shards.set(shard, {...shards.get(shard), [word]: pages});
  }
  return createVocabulary(async (name) => {
    if (name === 'pages') return {news: [], changelog: [], reference: [], digest: []};
    return {pages: 100, words: shards.get(name) ?? {}};
  });
}

const vocabulary = vocabularyOf({
  plugin: 90,
  sidebar: 30,
  add: 60,
  onbrokenlink: 3,
  broken: 20,
  link: 70,
  admonit: 5,
  i18n: 10,
  translat: 12,
  site: 95,
  docusaurus: 100,
  themecommon: 4,
  theme: 50,
  common: 40,
  intern: 20,
  find: 30,
  modul: 25,
  changethe: 1,
  change: 50,
  primari: 6,
  color: 8,
  autogener: 6,
});

const queries = async (query: string) =>
  (await planQuery(query, vocabulary)).groups.map((group) => group.alternatives.map((a) => a.query));

describe('planQuery', () => {
  it('reads two words with a slip in one as the identifier the index holds joined', async () => {
    const index = vocabularyOf({code: 40, codeblock: 5, blog: 30, block: 12});
    const plan = await planQuery('code bloks', index);
    // `bloks` alone is closest to blog (one changed letter); joined, `codebloks` is codeblock.
    expect(plan.groups.map((group) => group.alternatives.map((a) => a.query))).toEqual([['codeblock', 'code blog']]);
    expect(plan.groups[0]!.alternatives[0]!.weight).toBeLessThan(1);
    // Words the index knows as typed are never joined by correction: `code blog` is two words.
    expect((await planQuery('code blog', index)).groups.map((group) => group.label)).toEqual(['code', 'blog']);
  });

  it('drops filler words and keeps the rest as one group each', async () => {
    expect(await queries('how do I add a sidebar')).toEqual([['add'], ['sidebar']]);
  });

  it('searches an identifier written as words also joined, as the index holds it', async () => {
    expect(await queries('on broken links')).toEqual([['onbrokenlinks', 'broken links']]);
    // Typed joined and known so: its parts would only load more of the index.
    expect(await queries('onBrokenLinks')).toEqual([['onbrokenlinks']]);
  });

  it('never joins words typed apart into an identifier ending on a filler or weak word', async () => {
    // The index holds `changethe` (one page's code): joined, the filler word became the rarest demand.
    expect(await queries('how do I change the primary color')).toEqual([['change'], ['primary'], ['color']]);
    expect(await queries('change the')).toEqual([['change']]);
    // An identifier ends on its subject; a filler word inside or before it still joins.
    expect(await queries('on broken links')).toEqual([['onbrokenlinks', 'broken links']]);
  });

  it('says the query names an identifier when words typed apart are held joined', async () => {
    expect((await planQuery('on broken links', vocabulary)).intent.namesIdentifier).toBe(true);
    expect((await planQuery('broken links', vocabulary)).intent.namesIdentifier).toBe(false);
  });

  it('corrects a swap of the second and third letters, whose stem is in another vocabulary file', async () => {
    expect(shardOf('atuogenerted')).not.toBe(shardOf('autogener'));
    expect(await queries('atuogenerted sidebar')).toEqual([['autogener'], ['sidebar']]);
  });

  it('corrects typos and leaves nonsense out; nonsense alone asks nothing', async () => {
    expect(await queries('pluign sidbar')).toEqual([['plugin'], ['sidebar']]);
    expect(await queries('zzqqxx')).toEqual([]);
    expect(await queries('sidebar zzqqxx')).toEqual([['sidebar']]);
  });

  it('adds synonyms as alternatives', async () => {
    expect(await queries('add a callout')).toEqual([['add'], ['admonition']]);
    expect(await queries('translate my site')).toEqual([['translate', 'i18n', 'translation'], ['site']]);
  });

  it('gives a corrected word the synonyms of the word it was corrected to', async () => {
    expect(await queries('tranlsation')).toEqual([['translat', 'i18n', 'translation']]);
  });

  it('reads a pasted error by its package and distinctive words', async () => {
    expect(await queries("Error: Cannot find module '@docusaurus/theme-common/internal'")).toEqual([
      ['find'],
      ['module'],
      ['themecommon'],
      ['internal'],
    ]);
  });

  it('searches a module name whole when the index holds it so, else by its name without the scope', async () => {
    const index = vocabularyOf({docusauruslink: 8, link: 70, docusaurus: 100, themecommon: 4, theme: 50, common: 40});
    expect((await planQuery('@docusaurus/Link', index)).groups.map((g) => g.alternatives.map((a) => a.query))).toEqual([
      ['docusauruslink'],
    ]);
    expect(
      (await planQuery('@docusaurus/theme-common', index)).groups.map((g) => g.alternatives.map((a) => a.query)),
    ).toEqual([['themecommon']]);
  });

  it('keeps the name of the site only when nothing else is asked', async () => {
    expect(await queries('docusaurus sidebar')).toEqual([['sidebar']]);
    expect(await queries('docusaurus')).toEqual([['docusaurus']]);
  });

  it('keeps at most maxGroups groups, the rarest', async () => {
    const plan = await planQuery(
      'plugin sidebar add broken link admonition i18n site theme common find module',
      vocabulary,
    );
    expect(plan.groups.length).toBeLessThanOrEqual(maxGroups);
    expect(plan.groups.map((group) => group.label)).not.toContain('site');
  });

  it('searches words as typed when the vocabulary cannot load', async () => {
    const plan = await planQuery('how to pluign', undefined);
    expect(plan.groups.map((group) => group.alternatives[0]!.query)).toEqual(['pluign']);
  });

  it('rates rarer words higher, as Pagefind does', () => {
    expect(rarity(3, 100)).toBeGreaterThan(rarity(90, 100));
  });
});

describe('planQuery identifiers typed as one word', () => {
  it('says a word naming an API reference row names an identifier, however it is written', async () => {
    const rows = createVocabulary(async (name) => {
      if (name === 'pages') return {news: [], changelog: [], reference: [], digest: []};
      if (name === shardOf('onbrokenlinks'))
        return {pages: 100, words: {onbrokenlink: 3}, identifiers: ['onbrokenlinks']};
      return {pages: 100, words: {sidebar: 30}};
    });
    expect((await planQuery('onbrokenlinks', rows)).intent.namesIdentifier).toBe(true);
    expect((await planQuery('sidebar', rows)).intent.namesIdentifier).toBe(false);
  });
});

describe('planQuery vocabulary loads', () => {
  it('asks for joined identifiers and for the words at once: one round of vocabulary files per keystroke', async () => {
    const started: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow: Vocabulary = {
      async judge(words) {
        started.push('judge');
        await gate;
        return vocabulary.judge(words);
      },
      async holds(words) {
        started.push('holds');
        await gate;
        return vocabulary.holds(words);
      },
      async identifiers(words) {
        started.push('identifiers');
        await gate;
        return vocabulary.identifiers(words);
      },
      pageCount: () => 100,
      pageKinds: () => vocabulary.pageKinds(),
    };
    const planned = planQuery('on broken links', slow);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started.sort()).toEqual(['holds', 'identifiers', 'judge']);
    release();
    expect((await planned).groups.length).toBeGreaterThan(0);
  });
});

describe('planQuery on long pastes', () => {
  it('keeps the words written as code among the groups, however common, before rarer prose words', async () => {
    const prose = ['properly', 'reason', 'wrong', 'suggest', 'trying', 'current', 'portal', 'value', 'common'];
    const pasted = vocabularyOf({baseurl: 80, ...Object.fromEntries(prose.map((word) => [word, 2]))});
    const plan = await planQuery(`${prose.slice(0, 5).join(' ')} baseUrl ${prose.slice(5).join(' ')}`, pasted);
    expect(plan.groups).toHaveLength(maxGroups);
    expect(plan.groups.map((group) => group.label)).toContain('baseurl');
  });
});

describe('joinedWeight', () => {
  it('counts words typed apart joined as an identifier from three words, as the words themselves for two', async () => {
    expect(joinedWeight(3)).toBe(1);
    expect(joinedWeight(2)).toBeLessThan(1);
    const joined = vocabularyOf({defaultvalu: 3, default: 40, valu: 30, onbrokenlink: 3, broken: 20, link: 70});
    const weightOf = async (query: string, form: string) =>
      (await planQuery(query, joined)).groups.flatMap((group) => group.alternatives).find((a) => a.query === form)
        ?.weight;
    expect(await weightOf('default value', 'defaultvalue')).toBe(await weightOf('default value', 'default value'));
    expect(await weightOf('on broken links', 'onbrokenlinks')).toBe(1);
    // Only the run written out as an identifier says the reader names one (whose reference row then counts).
    expect((await planQuery('default value', joined)).intent.namesIdentifier).toBe(false);
    expect((await planQuery('on broken links', joined)).intent.namesIdentifier).toBe(true);
  });
});

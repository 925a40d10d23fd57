import {describe, expect, it} from 'vitest';
import {rankResults} from '../client/rank';
import type {TermGroup} from '../client/plan';
import type {PagefindResult} from '../client/pagefindTypes';

const result = (id: string, score: number): PagefindResult => ({
  id,
  score,
  data: async () => ({url: `/${id}/`, excerpt: '', meta: {}}),
});
const group = (label: string, rarity: number, ...queries: string[]): TermGroup => ({
  label,
  rarity,
  alternatives: queries.map((query, index) => ({query, weight: index === 0 ? 1 : 0.8})),
});
const ids = (results: PagefindResult[]) => results.map((entry) => entry.id);
const kinds = (news: string[] = [], changelog: string[] = [], reference: string[] = [], digest: string[] = []) => ({
  news: new Set(news),
  changelog: new Set(changelog),
  reference: new Set(reference),
  digest: new Set(digest),
});
const plain = {namesRelease: false, namesChangelog: false, isQuestion: false, namesIdentifier: false};
/** A query naming an identifier: reference pages keep their score. */
const identifier = {...plain, namesIdentifier: true};
const none = {kinds: kinds(), intent: plain};

describe('rankResults', () => {
  it('puts pages holding every group first, then those holding the rarest', () => {
    const groups = [group('customize', 2, 'customize'), group('404', 4, '404'), group('page', 0.5, 'page')];
    const ranked = rankResults(
      groups,
      [[[result('a', 1), result('b', 1)]], [[result('b', 1), result('c', 1)]], [[result('a', 1), result('d', 3)]]],
      none,
    );
    expect(ids(ranked)).toEqual(['b', 'c', 'a', 'd']);
  });

  it("puts a page missing only the query's commonest word above pages holding every word weakly", () => {
    // "custom heading id": the guide that names heading ids never says custom.
    const groups = [group('custom', 0.7, 'custom'), group('heading id', 4, 'heading id')];
    const responses = [[[result('both', 1.5)]], [[result('both', 2), result('guide', 6)]]];
    expect(ids(rankResults(groups, responses, none))).toEqual(['guide', 'both']);
    // Missing the rare word instead, a page stays below.
    const rare = [[[result('both', 1.5), result('custom', 6)]], [[result('both', 2)]]];
    expect(ids(rankResults(groups, rare, none))).toEqual(['both', 'custom']);
  });

  it('never comes back empty while one group found something', () => {
    const groups = [group('sidebar', 2, 'sidebar'), group('frobnicate', 5, 'frobnicate')];
    expect(ids(rankResults(groups, [[[result('s', 2)]], [[]]], none))).toEqual(['s']);
  });

  it("scores a group by its best alternative and keeps that search's data", () => {
    const joined = result('config', 1);
    const parts = result('config', 3);
    const ranked = rankResults(
      [group('on broken links', 3, 'onbrokenlinks', 'broken links')],
      [[[joined], [parts]]],
      none,
    );
    expect(ranked[0]).toBe(parts);
  });

  it('ranks news below guides unless the query names a release', () => {
    const groups = [group('deploy', 2, 'deploy')];
    const responses = [[[result('changelog', 5), result('guide', 3)]]];
    const news = kinds(['changelog'], ['changelog']);
    expect(ids(rankResults(groups, responses, {kinds: news, intent: plain}))).toEqual(['guide', 'changelog']);
    const release = {...plain, namesRelease: true, namesChangelog: true};
    expect(ids(rankResults(groups, responses, {kinds: news, intent: release}))).toEqual(['changelog', 'guide']);
  });

  it('ranks a blog post above changelog entries when a release but not the changelog is named', () => {
    const groups = [group('beta', 2, 'beta')];
    const responses = [[[result('entry', 5), result('post', 4)]]];
    const intent = {...plain, namesRelease: true};
    expect(ids(rankResults(groups, responses, {kinds: kinds(['entry', 'post'], ['entry']), intent}))).toEqual([
      'post',
      'entry',
    ]);
  });

  it('ranks an upgrade plan below the changelog entry and the reference it digests, whatever the query names', () => {
    const groups = [group('onUntruncatedBlogPosts', 4, 'onuntruncatedblogposts')];
    const responses = [[[result('plan', 6), result('reference', 3)]]];
    const digest = kinds([], [], ['reference'], ['plan']);
    expect(ids(rankResults(groups, responses, {kinds: digest, intent: identifier}))).toEqual(['reference', 'plan']);
    const entry = [[[result('plan', 6), result('entry', 3)]]];
    const release = {...plain, namesRelease: true, namesChangelog: true};
    const withEntry = kinds(['entry'], ['entry'], [], ['plan']);
    expect(ids(rankResults(groups, entry, {kinds: withEntry, intent: release}))).toEqual(['entry', 'plan']);
    // Alone, a plan still answers.
    expect(ids(rankResults(groups, [[[result('plan', 6)]]], {kinds: digest, intent: plain}))).toEqual(['plan']);
  });

  it('ranks guides above API reference for a question', () => {
    const groups = [group('blog', 2, 'blog')];
    const responses = [[[result('reference', 5), result('guide', 4)]]];
    const question = {kinds: kinds([], [], ['reference']), intent: {...plain, isQuestion: true}};
    expect(ids(rankResults(groups, responses, question))).toEqual(['guide', 'reference']);
    expect(ids(rankResults(groups, responses, {...question, intent: identifier}))).toEqual(['reference', 'guide']);
  });

  it('ranks a guide above API reference it trails a little for plain words, not for an identifier', () => {
    const groups = [group('blog authors', 2, 'blog authors')];
    const responses = [[[result('reference', 5), result('guide', 4.5)]]];
    const reference = kinds([], [], ['reference']);
    expect(ids(rankResults(groups, responses, {kinds: reference, intent: plain}))).toEqual(['guide', 'reference']);
    expect(ids(rankResults(groups, responses, {kinds: reference, intent: identifier}))).toEqual(['reference', 'guide']);
    // Far behind, the guide stays behind: the reference leads on the words only it holds.
    const far = [[[result('reference', 9), result('guide', 4)]]];
    expect(ids(rankResults(groups, far, {kinds: reference, intent: plain}))).toEqual(['reference', 'guide']);
  });

  it('weighs changelog entries as news when a release but not the changelog is named (2.0 launch: the post)', () => {
    const groups = [group('launch', 2, 'launch')];
    // Many entries mention 2.0.0-alpha.N: one scores far above the announcement.
    const responses = [[[result('entry', 10), result('post', 2)]]];
    const intent = {...plain, namesRelease: true};
    expect(ids(rankResults(groups, responses, {kinds: kinds(['entry', 'post'], ['entry']), intent}))).toEqual([
      'post',
      'entry',
    ]);
  });

  it('lifts pages whose title holds the query words (Pagefind reports the title match)', () => {
    const groups = [group('versioning', 2, 'versioning')];
    const named = {...result('named', 3), matchedMetaFields: ['title']};
    const ranked = rankResults(groups, [[[result('mention', 5), named]]], none);
    expect(ids(ranked)).toEqual(['named', 'mention']);
    expect(ids(rankResults(groups, [[[result('mention', 5), result('named', 3)]]], none))).toEqual([
      'mention',
      'named',
    ]);
  });

  it("keeps Pagefind's order between equal scores", () => {
    expect(ids(rankResults([group('x', 1, 'x')], [[[result('b', 1), result('a', 1)]]], none))).toEqual(['b', 'a']);
  });
});

import {describe, expect, it} from 'vitest';
import {schemaHistory} from '../../../data/reference/history/all';
import {renames} from '../../../data/reference/history/renames';
import type {OptionRename, SchemaHistory} from '../../../data/reference/history/types';
import {compareReleases, lineOf, rowHistory, tableHistory} from '../history';

const oldest = schemaHistory.releases[0];

describe('rowHistory: the notes of one option as a page of one release sees them', () => {
  it('says nothing about an option present since 2.0 and unchanged', () => {
    expect(rowHistory({added: oldest}, '3.7.0', oldest)).toBeNull();
  });

  it('names the minor line an option arrived in, on pages of that release or later only', () => {
    expect(rowHistory({added: '3.4.0'}, '3.5.2', oldest)).toEqual({added: '3.4'});
    expect(rowHistory({added: '3.5.2'}, '3.5.2', oldest)).toEqual({added: '3.5'});
    // The 3.6 line read at 3.6.3: a 3.6.1 page does not claim it.
    expect(rowHistory({added: '3.6.3'}, '3.6.1', oldest)).toBeNull();
    expect(rowHistory({added: '3.7.0'}, '3.6.1', oldest)).toBeNull();
  });

  it('lists type and default changes up to the page release, oldest first, and none after it', () => {
    const option = {
      added: oldest,
      changes: [
        {release: '3.0.1', default: ['1', '2'] as [string, string]},
        {
          release: '3.2.1',
          type: ['number', 'null | number'] as [string, string],
          default: ['2', null] as [string, null],
        },
        {release: '3.7.0', default: [null, '5'] as [null, string]},
      ],
    };
    expect(rowHistory(option, '3.6.1', oldest)).toEqual({
      changes: [
        {line: '3.0', kind: 'default', from: '1', to: '2'},
        {line: '3.2', kind: 'type', from: 'number', to: 'null | number'},
        {line: '3.2', kind: 'default', from: '2', to: null},
      ],
    });
    expect(rowHistory(option, '3.7.0', oldest)?.changes?.at(-1)).toEqual({
      line: '3.7',
      kind: 'default',
      from: null,
      to: '5',
    });
  });

  it('tells an older page of a later removal or rename, and a page of that release nothing of it', () => {
    expect(rowHistory({added: oldest, removed: '3.7.0'}, '3.5.2', oldest)).toEqual({removed: '3.7'});
    const rename: OptionRename = {source: 's', from: 'old', to: 'new', release: '3.7.0', pr: 1};
    expect(rowHistory({added: '3.4.0', removed: '3.7.0'}, '3.6.1', oldest, {to: rename})).toEqual({
      added: '3.4',
      removed: '3.7',
      renamedTo: 'new',
    });
    expect(rowHistory({added: '3.7.0'}, '3.7.0', oldest, {from: rename})).toEqual({added: '3.7', renamedFrom: 'old'});
    // A rename of another release is not this removal's.
    expect(rowHistory({added: oldest, removed: '3.6.1'}, '3.5.2', oldest, {to: rename})).toEqual({removed: '3.6'});
  });

  it('compares releases numerically and names lines', () => {
    expect(compareReleases('3.10.0', '3.9.9')).toBeGreaterThan(0);
    expect(compareReleases('3.6.1', '3.6.1')).toBe(0);
    expect(lineOf('3.6.1')).toBe('3.6');
  });
});

describe('tableHistory on the generated history', () => {
  const blogRows = ['onInlineTags', 'postsPerPage', 'feedOptions', 'truncateMarker'];

  it('gives onInlineTags "Added in 3.4" on the page of every docs version', () => {
    for (const release of ['3.5.2', '3.6.1', '3.7.0']) {
      for (const source of ['plugin-content-blog', 'plugin-content-docs']) {
        expect(tableHistory(schemaHistory, renames, source, ['onInlineTags'], release)).toEqual({
          onInlineTags: {added: '3.4'},
        });
      }
    }
  });

  it('leaves out rows with nothing to say and names the old and new defaults', () => {
    const rows = tableHistory(schemaHistory, renames, 'plugin-content-blog', blogRows, '3.5.2');
    expect(Object.keys(rows).sort()).toEqual(['feedOptions', 'onInlineTags', 'truncateMarker']);
    expect(rows.truncateMarker.changes).toEqual([
      expect.objectContaining({line: '3.0', kind: 'default', to: expect.stringContaining('truncate')}),
    ]);
    expect(rows.feedOptions.changes?.map((c) => c.line)).toEqual(['3.0', '3.5']);
  });

  it('shows a page no history after its own release', () => {
    // footer.links[].className arrived in 3.7: the Canary page says so, 3.6.1 has no such row.
    expect(tableHistory(schemaHistory, renames, 'theme-config', ['footer.links[].className'], '3.7.0')).toEqual({
      'footer.links[].className': {added: '3.7'},
    });
    expect(tableHistory(schemaHistory, renames, 'theme-config', ['footer.links[].className'], '3.6.1')).toEqual({});
  });

  it('reads renames and removals from the data it is given', () => {
    const history: SchemaHistory = {
      releases: schemaHistory.releases,
      sources: {
        'plugin-content-docs': {
          package: '@docusaurus/plugin-content-docs',
          options: {docLayoutComponent: {added: oldest, removed: '3.0.1'}, docRootComponent: {added: '3.0.1'}},
        },
      },
    };
    expect(tableHistory(history, renames, 'plugin-content-docs', ['docLayoutComponent'], '2.4.3')).toEqual({
      docLayoutComponent: {removed: '3.0', renamedTo: 'docRootComponent'},
    });
    expect(tableHistory(history, renames, 'plugin-content-docs', ['docRootComponent'], '3.5.2')).toEqual({
      docRootComponent: {added: '3.0', renamedFrom: 'docLayoutComponent'},
    });
    expect(tableHistory(history, renames, 'nope', ['docRootComponent'], '3.5.2')).toEqual({});
  });
});

import {describe, expect, it} from 'vitest';
import {copyTwin, type CopyEnvironment} from '../copyTwin';

const markdown = '# Installation\n\nRun `npm init docusaurus`. Ünïcode — kept.\n';

function answer(body: string, status = 200, contentType = 'text/markdown; charset=utf-8') {
  return async () => ({
    status,
    headers: new Headers({'content-type': contentType}),
    text: async () => body,
  });
}

/** A clipboard that records what was written, or refuses like a browser that denied the permission. */
function fakeClipboard(refuse = false) {
  const written: string[] = [];
  const denied = () => new DOMException('Write permission denied.', 'NotAllowedError');
  return {
    written,
    writeText: async (text: string) => {
      if (refuse) {
        throw denied();
      }
      written.push(text);
    },
    write: async (items: ClipboardItem[]) => {
      // Like a browser, wait for the item's data before writing or failing.
      const blob = await (items[0] as unknown as FakeItem).items['text/plain'];
      if (refuse) {
        throw denied();
      }
      written.push(await blob.text());
    },
  };
}

class FakeItem {
  constructor(readonly items: Record<string, Promise<Blob>>) {}
}

function environment(overrides: Partial<CopyEnvironment>): CopyEnvironment {
  return {fetch: answer(markdown), isOnline: () => true, ...overrides};
}

describe('copyTwin', () => {
  it('writes the twin text unchanged with writeText where ClipboardItem is missing', async () => {
    const clipboard = fakeClipboard();
    const asked: string[] = [];
    const result = await copyTwin(
      '/docs/installation.md',
      environment({
        clipboard,
        fetch: async (url) => {
          asked.push(url);
          return answer(markdown)();
        },
      }),
    );
    expect(result).toBeNull();
    expect(asked).toEqual(['/docs/installation.md']);
    expect(clipboard.written).toEqual([markdown]);
  });

  it('starts the clipboard write at once with a ClipboardItem, so Safari keeps the click', async () => {
    const clipboard = fakeClipboard();
    const order: string[] = [];
    const result = await copyTwin(
      '/docs.md',
      environment({
        clipboard: {
          write: (items) => {
            order.push('write');
            return clipboard.write(items);
          },
        },
        ClipboardItem: FakeItem as unknown as CopyEnvironment['ClipboardItem'],
        fetch: async () => {
          await Promise.resolve();
          order.push('downloaded');
          return answer(markdown)();
        },
      }),
    );
    expect(result).toBeNull();
    expect(order).toEqual(['write', 'downloaded']);
    expect(clipboard.written).toEqual([markdown]);
  });

  it('reports a denied clipboard', async () => {
    for (const ClipboardItem of [undefined, FakeItem as unknown as CopyEnvironment['ClipboardItem']]) {
      const result = await copyTwin('/docs.md', environment({clipboard: fakeClipboard(true), ClipboardItem}));
      expect(result).toBe('denied');
    }
  });

  it('reports a browser without a clipboard for pages, without downloading', async () => {
    let downloads = 0;
    const fetch = async () => {
      downloads += 1;
      return answer(markdown)();
    };
    expect(await copyTwin('/docs.md', environment({fetch}))).toBe('unsupported');
    expect(await copyTwin('/docs.md', environment({fetch, clipboard: {}}))).toBe('unsupported');
    expect(downloads).toBe(0);
  });

  it('tells offline from a failed download when the request gets no answer', async () => {
    const fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    for (const ClipboardItem of [undefined, FakeItem as unknown as CopyEnvironment['ClipboardItem']]) {
      const clipboard = fakeClipboard();
      expect(await copyTwin('/docs.md', environment({fetch, clipboard, ClipboardItem, isOnline: () => false}))).toBe(
        'offline',
      );
      expect(await copyTwin('/docs.md', environment({fetch, clipboard, ClipboardItem}))).toBe('network');
      expect(clipboard.written).toEqual([]);
    }
  });

  it('never copies an error page or an HTML fallback', async () => {
    const clipboard = fakeClipboard();
    expect(await copyTwin('/docs.md', environment({clipboard, fetch: answer('Not found', 404)}))).toBe('missing');
    expect(
      await copyTwin('/docs.md', environment({clipboard, fetch: answer('<!doctype html>', 200, 'text/html')})),
    ).toBe('missing');
    expect(clipboard.written).toEqual([]);
  });
});

import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {countWords} from '../../../scripts/content/count-words.mjs';

const root = path.resolve(import.meta.dirname, '../../..');

/** The tag names the site spec lists for the main blog. */
const specTags = [
  'adoption',
  'beta',
  'birth',
  'blog',
  'documentation',
  'docusaurus',
  'endi',
  'i18n',
  'maintenance',
  'new',
  'profilo',
  'recap',
  'release',
  'search',
  'tribute',
];

interface Post {
  file: string;
  frontMatter: {
    title?: string;
    description?: string;
    image?: string;
    tags?: string[];
    authors?: (string | {name: string})[] | string;
    unlisted?: boolean;
    draft?: boolean;
  };
  body: string;
}

/** Every Markdown or MDX post under a blog folder, as the plugin would find it. */
function readPosts(blogDir: string): Post[] {
  const posts: Post[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        walk(full);
      } else if (/\.mdx?$/.test(name)) {
        const {data, content} = matter(readFileSync(full, 'utf8'));
        posts.push({file: path.relative(root, full), frontMatter: data as Post['frontMatter'], body: content});
      }
    }
  };
  walk(path.join(root, blogDir));
  return posts;
}

function readYaml<T>(file: string): T {
  return yaml.load(readFileSync(path.join(root, file), 'utf8')) as T;
}

/** Sizes of the list pages the plugin builds for `count` listed posts. */
function pageSizes(count: number, perPage: number): number[] {
  const sizes: number[] = [];
  for (let remaining = count; remaining > 0; remaining -= perPage) {
    sizes.push(Math.min(perPage, remaining));
  }
  return sizes;
}

function authorKeys(post: Post): string[] {
  const authors = post.frontMatter.authors ?? [];
  return (Array.isArray(authors) ? authors : [authors]).filter(
    (author): author is string => typeof author === 'string',
  );
}

/** Both forms of the marker the blog plugin recognises (its default truncateMarker). */
const truncateMarker = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

const listed = (posts: Post[]) => posts.filter((post) => !post.frontMatter.unlisted && !post.frontMatter.draft);

describe('main blog content', () => {
  const posts = readPosts('blog');
  const tags = readYaml<Record<string, {label?: string; description?: string; permalink?: string}>>('blog/tags.yml');
  const authors = readYaml<Record<string, {name?: string; page?: boolean; image_url?: string}>>('blog/authors.yml');

  it('fills exactly five list pages of five posts, as /blog/page/2/ to /blog/page/5/ require', () => {
    const count = listed(posts).length;
    expect(count).toBeGreaterThanOrEqual(21);
    expect(count).toBeLessThanOrEqual(25);
    expect(pageSizes(count, 5)).toHaveLength(5);
    expect(pageSizes(count, 5).slice(0, 4)).toEqual([5, 5, 5, 5]);
  });

  it('has release notes for every minor version from 2.2 to 3.6', () => {
    const releases = posts
      .map((post) => /^blog\/releases\/([^/]+)\/index\.md$/.exec(post.file.split(path.sep).join('/'))?.[1])
      .filter((version): version is string => version !== undefined)
      .sort();
    expect(releases).toEqual(['2.2', '2.3', '2.4', '3.0', '3.1', '3.2', '3.3', '3.4', '3.5', '3.6']);
  });

  it('uses and describes every tag of the spec list, and no other', () => {
    expect(Object.keys(tags).sort()).toEqual(specTags);
    for (const [key, tag] of Object.entries(tags)) {
      expect(tag.label, key).toBeTruthy();
      expect(tag.description?.length ?? 0, key).toBeGreaterThan(20);
      expect(tag.permalink, key).toBe(`/${key}`);
    }
    const used = new Set(posts.flatMap((post) => post.frontMatter.tags ?? []));
    expect([...used].sort()).toEqual(specTags);
  });

  it('paginates the release tag: more than five posts carry it', () => {
    const releasePosts = listed(posts).filter((post) => post.frontMatter.tags?.includes('release'));
    expect(releasePosts.length).toBeGreaterThan(5);
  });

  it('credits every post to author keys that resolve, with at least one author past five posts', () => {
    const postsPerAuthor = new Map<string, number>();
    for (const post of posts) {
      const keys = authorKeys(post);
      expect(keys.length, post.file).toBeGreaterThan(0);
      for (const key of keys) {
        expect(Object.keys(authors), `${post.file} author ${key}`).toContain(key);
        postsPerAuthor.set(key, (postsPerAuthor.get(key) ?? 0) + 1);
      }
    }
    expect(Math.max(...postsPerAuthor.values())).toBeGreaterThan(5);
    for (const [key, author] of Object.entries(authors)) {
      expect(author.name, key).toBeTruthy();
      expect(author.page, key).toBe(true);
      expect(author.image_url, key).toMatch(/^\/img\/authors\/.+\.svg$/);
    }
  });

  it('gives each post enough prose to act on: release posts 1,000 words, others 600', () => {
    const short = listed(posts)
      .map((post) => ({file: post.file, words: countWords(post.body), target: /releases/.test(post.file) ? 1000 : 600}))
      .filter(({words, target}) => words < target)
      .map(({file, words, target}) => `${file}: ${words} < ${target}`);
    expect(short).toEqual([]);
  });

  it('gives every post a description, a social card next to it, and a truncation marker', () => {
    for (const post of posts) {
      expect(post.frontMatter.description?.length ?? 0, post.file).toBeGreaterThan(40);
      expect(post.frontMatter.image, post.file).toBe('./social-card.png');
      expect(() => statSync(path.join(root, path.dirname(post.file), 'social-card.png')), post.file).not.toThrow();
      expect(post.body, post.file).toMatch(truncateMarker);
    }
  });
});

describe('tests blog content', () => {
  const posts = readPosts('tests-area/blog');
  const tags = readYaml<Record<string, {label?: string; description?: string}>>('tests-area/blog/tags.yml');
  const authors = readYaml<Record<string, {name?: string}>>('tests-area/blog/authors.yml');

  it('fills seven list pages of three posts, the last one partly', () => {
    const count = listed(posts).length;
    expect(count).toBeGreaterThanOrEqual(19);
    expect(count).toBeLessThanOrEqual(21);
    const sizes = pageSizes(count, 3);
    expect(sizes).toHaveLength(7);
    expect(sizes.slice(0, 6)).toEqual([3, 3, 3, 3, 3, 3]);
  });

  it('has exactly one unlisted post', () => {
    expect(posts.filter((post) => post.frontMatter.unlisted)).toHaveLength(1);
  });

  it('covers the edge cases: no authors, several, inline, untruncated and truncated posts', () => {
    const inline = (post: Post) =>
      Array.isArray(post.frontMatter.authors) && post.frontMatter.authors.some((a) => typeof a !== 'string');
    expect(posts.some((post) => post.frontMatter.authors === undefined)).toBe(true);
    expect(posts.some((post) => authorKeys(post).length > 1)).toBe(true);
    expect(posts.some(inline)).toBe(true);
    expect(posts.some((post) => !truncateMarker.test(post.body))).toBe(true);
    expect(posts.some((post) => truncateMarker.test(post.body))).toBe(true);
    expect(posts.some((post) => post.file.endsWith('.mdx'))).toBe(true);
  });

  it('uses only described tags and author keys that resolve', () => {
    for (const post of posts) {
      for (const tag of post.frontMatter.tags ?? []) {
        expect(Object.keys(tags), `${post.file} tag ${tag}`).toContain(tag);
      }
      for (const key of authorKeys(post)) {
        expect(Object.keys(authors), `${post.file} author ${key}`).toContain(key);
      }
    }
    for (const [key, tag] of Object.entries(tags)) {
      expect(tag.description?.length ?? 0, key).toBeGreaterThan(10);
    }
  });
});

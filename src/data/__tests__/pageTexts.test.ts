import {describe, expect, it} from 'vitest';
import {
  archiveTitle,
  authorPostsDescription,
  authorsListDescription,
  authorsListTitle,
  blogInstances,
  blogTagsListDescription,
  docTagDescription,
} from '../pageTexts';
import {changelogBlogOptions} from '../../plugins/changelog';
import {presetOptions} from '../../../config/plugins';

describe('page titles of generated blog pages', () => {
  it('say whose archive and whose authors a page lists', () => {
    expect(archiveTitle('default')).toBe('Blog archive');
    expect(archiveTitle('changelog')).toBe('Changelog archive');
    expect(authorsListTitle('default')).toBe('Blog authors');
    expect(authorsListTitle('blog-tests')).toBe('Tests blog authors');
  });

  it('use the titles the blog instances are configured with', () => {
    expect(blogInstances.changelog.title).toBe(changelogBlogOptions.blogTitle);
    expect(blogInstances.default.title).toBe((presetOptions.blog as {blogTitle?: string}).blogTitle);
  });
});

describe('meta descriptions of generated pages', () => {
  it('name the blog they belong to', () => {
    expect(authorsListDescription('default')).toContain('the Docusaurus blog');
    expect(blogTagsListDescription('blog-tests')).toContain('the tests blog');
  });

  it('prefer an author’s own description, and tell the pages of a long list apart', () => {
    const author = {key: 'core-team', name: 'Core team'};
    expect(authorPostsDescription('default', {...author, description: 'Maintainers.'}, {page: 1, totalPages: 3})).toBe(
      'Maintainers.',
    );
    const first = authorPostsDescription('default', author, {page: 1, totalPages: 3});
    const second = authorPostsDescription('default', author, {page: 2, totalPages: 3});
    expect(first).toBe('Posts by Core team on the Docusaurus blog, newest first.');
    expect(second).toBe(`${first} Page 2 of 3.`);
  });

  it('describe a docs tag page by its tag when the tag has no description', () => {
    expect(docTagDescription({label: 'Fixture', count: 3})).toBe('The 3 pages of these docs tagged “Fixture”.');
    expect(docTagDescription({label: 'Solo', count: 1})).toBe('The page of these docs tagged “Solo”.');
    expect(docTagDescription({label: 'Fixture', count: 3, description: 'Own words.'})).toBe('Own words.');
  });
});

import {describe, expect, it} from 'vitest';
import {twinInstances, twinPath, twinPathOf} from '../markdownTwins';
import {changelogBlogOptions} from '../../plugins/changelog';
import {plugins, presetOptions} from '../../../config/plugins';
import {markdownPlugins} from '../../../config/shared';
import {testsAreaPlugins} from '../../../tests-area';

const docs = 'docusaurus-plugin-content-docs';
const blog = 'docusaurus-plugin-content-blog';

describe('twinPath', () => {
  it.each([
    ['/docs/installation/', '/docs/installation.md'],
    ['/docs/', '/docs.md'],
    ['/docs/3.5.2/', '/docs/3.5.2.md'],
    [
      '/docs/3.6.1/api/plugins/@docusaurus/plugin-content-docs/',
      '/docs/3.6.1/api/plugins/@docusaurus/plugin-content-docs.md',
    ],
    ['/blog/releases/3.6/', '/blog/releases/3.6.md'],
    ['/changelog/3.6.1/', '/changelog/3.6.1.md'],
    ['/docs/category/getting-started/', '/docs/category/getting-started.md'],
    ['/community/support', '/community/support.md'],
  ])('%s -> %s', (permalink, twin) => {
    expect(twinPath(permalink)).toBe(twin);
  });

  it('gives the site root no twin', () => {
    expect(twinPath('/')).toBeUndefined();
  });
});

describe('twinPathOf', () => {
  it('gives twins to docs of every version, community docs, blog posts and changelog releases', () => {
    expect(twinPathOf({name: docs, id: 'default'}, '/docs/3.5.2/cli/')).toBe('/docs/3.5.2/cli.md');
    expect(twinPathOf({name: docs, id: 'community'}, '/community/team/')).toBe('/community/team.md');
    expect(twinPathOf({name: blog, id: 'default'}, '/blog/releases/3.5/')).toBe('/blog/releases/3.5.md');
    expect(twinPathOf({name: blog, id: 'changelog'}, '/changelog/3.0.0/')).toBe('/changelog/3.0.0.md');
  });

  it('gives none to the test area, or to a plugin that shares an id with a twin instance', () => {
    expect(twinPathOf({name: docs, id: 'docs-tests'}, '/tests/docs/')).toBeUndefined();
    expect(twinPathOf({name: blog, id: 'blog-tests'}, '/tests/blog/2022/01/20/post/')).toBeUndefined();
    expect(twinPathOf({name: 'docusaurus-plugin-content-pages', id: 'default'}, '/showcase/')).toBeUndefined();
  });
});

describe('twinInstances', () => {
  /** Every content instance the site and its test area (a site of its own) configure, as the route context names it. */
  const configured = [
    ...(presetOptions.docs ? [{name: docs, id: presetOptions.docs.id ?? 'default'}] : []),
    ...(presetOptions.blog ? [{name: blog, id: presetOptions.blog.id ?? 'default'}] : []),
    {name: blog, id: changelogBlogOptions.id},
    ...[...plugins, ...testsAreaPlugins(markdownPlugins)].flatMap((entry) => {
      const [module, options] = Array.isArray(entry) ? entry : [entry, undefined];
      const name = typeof module === 'string' ? module.replace(/^@docusaurus\//, 'docusaurus-') : undefined;
      const id = (options as {id?: string} | undefined)?.id ?? 'default';
      return name === docs || name === blog ? [{name, id}] : [];
    }),
  ];

  it('name instances the site configures', () => {
    for (const instance of twinInstances) {
      expect(configured).toContainEqual(instance);
    }
  });

  it('leave out the test area', () => {
    expect(configured.some(({id}) => id === 'docs-tests' || id === 'blog-tests')).toBe(true);
    expect(twinInstances.map(({id}) => id)).not.toContain('docs-tests');
    expect(twinInstances.map(({id}) => id)).not.toContain('blog-tests');
  });
});

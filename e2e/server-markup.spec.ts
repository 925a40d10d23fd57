import {expect, test, type Page} from '@playwright/test';
import {collectConsoleErrors} from './support/consoleErrors';
import {chooseVersion, mainNavbar} from './support/docs';
import {gotoHydrated, storageKeys} from './support/site';
import {recordReactCommits, renderedAfterHydrationWithin} from './support/reactCommits';

// Issue 33, item 4 (fewer elements to hydrate, no visible difference): on a first load, a Markdown
// block whose children are static, and the desktop sidebar and table of contents on a phone, keep
// the server's markup instead of being hydrated (src/components/ServerMarkup). Everything that
// reacts to the reader is still React's, and React renders the blocks itself whenever there is no
// server markup to keep.

const docPage = '/docs/installation/';

/**
 * Paragraphs of the article, split by whether React owns anything inside them. React marks each
 * node it hydrated or created with an own property named `__reactFiber$<random>`.
 */
function articleParagraphs(page: Page) {
  return page.evaluate(() => {
    const owned = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
    const inside = (element: Element) => {
      const nodes: Node[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        nodes.push(node);
      }
      return nodes;
    };
    const paragraphs = Array.from(document.querySelectorAll('article .markdown > p'));
    const withLink = paragraphs.filter((p) => p.querySelector('a'));
    const plain = paragraphs.filter((p) => !p.querySelector('a') && p.querySelector('code'));
    return {
      plain: plain.length,
      plainWithOwnedChildren: plain.filter((p) => inside(p).some(owned)).length,
      withLink: withLink.length,
      linksOwned: withLink.filter((p) => Array.from(p.querySelectorAll('a')).every(owned)).length,
    };
  });
}

/** The article's text, and the server's text of the same article, white space folded. */
async function articleTexts(page: Page, path: string): Promise<[string, string]> {
  return page.evaluate(async (pathname) => {
    const fold = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
    const html = await (await fetch(pathname)).text();
    const server = new DOMParser().parseFromString(html, 'text/html');
    return [
      fold(document.querySelector('article .markdown')?.textContent),
      fold(server.querySelector('article .markdown')?.textContent),
    ];
  }, path);
}

test.describe('Markdown blocks on a first load', () => {
  test("static paragraphs keep the server's children, those with links into this site too", async ({page}) => {
    const errors = collectConsoleErrors(page);
    await gotoHydrated(page, docPage);
    const paragraphs = await articleParagraphs(page);
    expect(paragraphs.plain).toBeGreaterThanOrEqual(3);
    expect(paragraphs.plainWithOwnedChildren).toBe(0);
    expect(paragraphs.withLink).toBeGreaterThanOrEqual(1);
    expect(paragraphs.linksOwned).toBe(0);
    const [now, server] = await articleTexts(page, docPage);
    expect(now).toBe(server);
    expect(errors).toEqual([]);
  });

  test("paragraphs whose links all lead to other sites keep the server's children, and the links still open apart", async ({
    page,
  }) => {
    const post = '/blog/releases/3.6/';
    await gotoHydrated(page, post);
    const external = await page.evaluate(() => {
      const owned = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
      const paragraphs = Array.from(document.querySelectorAll('article .markdown p')).filter((p) => {
        const links = Array.from(p.querySelectorAll('a'));
        return links.length > 0 && links.every((link) => /^https?:/.test(link.getAttribute('href') ?? ''));
      });
      const links = paragraphs.flatMap((p) => Array.from(p.querySelectorAll('a')));
      return {
        paragraphs: paragraphs.length,
        owned: links.filter(owned).length,
        openApart: links.filter((link) => link.target === '_blank' && link.rel.includes('noopener')).length,
        links: links.length,
      };
    });
    expect(external.paragraphs).toBeGreaterThanOrEqual(3);
    expect(external.owned).toBe(0);
    expect(external.openApart).toBe(external.links);
    const [now, server] = await articleTexts(page, post);
    expect(now).toBe(server);
  });

  test("a kept heading's anchor link still works, and a link in the text still navigates in the page", async ({
    page,
  }) => {
    await gotoHydrated(page, docPage);
    await page.evaluate(() => Object.assign(window, {sameDocument: true}));
    const heading = page.locator('article .markdown h2').first();
    const id = await heading.getAttribute('id');
    await heading.hover();
    await heading.locator('a.hash-link').click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    // A link into this site in kept text navigates without loading a new document, as Link's would.
    const link = page.locator('article .markdown p a[href^="/docs/"]').first();
    expect(await link.evaluate((a) => Object.keys(a).some((key) => key.startsWith('__reactFiber$')))).toBe(false);
    const target = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target!.replace(/[#?].*$/, '')}`));
    expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
  });

  test('after a client-side navigation React renders the blocks itself', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await page.evaluate(() => Object.assign(window, {sameDocument: true}));
    await page.locator(`a[href="${docPage}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${docPage}$`));
    await expect(page.locator('article .markdown h1, article header h1').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
    const paragraphs = await articleParagraphs(page);
    expect(paragraphs.plain).toBeGreaterThanOrEqual(3);
    expect(paragraphs.plainWithOwnedChildren).toBe(paragraphs.plain);
    const [now, server] = await articleTexts(page, docPage);
    expect(now).toBe(server);
  });

  test('when hydration fails and React renders the page afresh, the kept blocks get their children back', async ({
    page,
  }) => {
    // Change the breadcrumbs' text as the parser adds it, before the scripts run: the server's
    // markup no longer matches, and React replaces the whole page with one it renders itself.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const crumb = document.querySelector('.breadcrumbs__item--active .breadcrumbs__link');
        if (crumb?.firstChild) {
          crumb.firstChild.textContent = 'changed before hydration';
          observer.disconnect();
        }
      });
      observer.observe(document, {childList: true, subtree: true});
    });
    await gotoHydrated(page, docPage);
    await expect(page.locator('.breadcrumbs__item--active')).not.toContainText('changed before hydration');
    const [now, server] = await articleTexts(page, docPage);
    expect(now).toBe(server);
    const paragraphs = await articleParagraphs(page);
    expect(paragraphs.plainWithOwnedChildren).toBe(paragraphs.plain);
  });
});

test.describe("kept links into this site behave as Link's", () => {
  /** Records the paths handed to the framework's prefetch and preload from now on. */
  async function spyOnRouteLoading(page: Page): Promise<void> {
    await page.evaluate(() => {
      const framework = window.docusaurus;
      const calls = {prefetch: [] as string[], preload: [] as string[]};
      Object.assign(window, {routeLoading: calls});
      window.docusaurus = {
        ...framework,
        prefetch: (path: string) => (calls.prefetch.push(path), framework.prefetch(path)),
        preload: (path: string) => (calls.preload.push(path), framework.preload(path)),
      };
    });
  }
  const routeLoading = (page: Page) =>
    page.evaluate(() => (window as unknown as {routeLoading: {prefetch: string[]; preload: string[]}}).routeLoading);

  test("the footer keeps the server's markup, and its links prefetch in view, preload on hover and navigate in the page", async ({
    page,
  }) => {
    await gotoHydrated(page, docPage);
    const footer = page.locator('footer.footer');
    const owned = () =>
      footer.evaluate(
        (element) =>
          Array.from(element.querySelectorAll('*')).filter((node) =>
            Object.keys(node).some((key) => key.startsWith('__reactFiber$')),
          ).length,
      );
    expect(await owned()).toBe(0);
    await spyOnRouteLoading(page);
    const link = footer.locator('a[href="/community/support/"]');
    await link.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await routeLoading(page)).prefetch).toContain('/community/support/');
    await link.hover();
    await expect.poll(async () => (await routeLoading(page)).preload).toContain('/community/support/');
    await page.evaluate(() => Object.assign(window, {sameDocument: true}));
    await link.click();
    await expect(page).toHaveURL(/\/community\/support\/$/);
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
    // On the new page the footer is React's own again, and the browser's Back returns.
    expect(await owned()).toBeGreaterThan(10);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${docPage}$`));
  });

  test('clicks that Link leaves to the browser are left to it: modifier keys, other buttons, links out', async ({
    page,
  }) => {
    await gotoHydrated(page, docPage);
    // Runs after the document's listeners: records whether the click was taken, then stops the browser from following it.
    await page.evaluate(() => {
      const taken: boolean[] = [];
      Object.assign(window, {clicksTaken: taken});
      window.addEventListener('click', (event) => {
        taken.push(event.defaultPrevented);
        event.preventDefault();
      });
    });
    /** A click on the first element matching `selector`, with the given button and modifier keys. */
    type Click = {button?: number; ctrlKey?: boolean; shiftKey?: boolean};
    const clickOn = (selector: string, init: Click) =>
      page.evaluate(
        ({css, options}: {css: string; options: Click}) => {
          document
            .querySelector(css)!
            .dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, ...options}));
        },
        {css: selector, options: init},
      );
    const internal = 'article .markdown p a[href^="/docs/"]';
    await clickOn(internal, {ctrlKey: true});
    await clickOn(internal, {shiftKey: true});
    await clickOn(internal, {button: 1});
    await clickOn('footer a[href^="https://"]', {});
    await clickOn(internal, {});
    expect(await page.evaluate(() => (window as unknown as {clicksTaken: boolean[]}).clicksTaken)).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
  });
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 800}, isMobile: true, hasTouch: true});

  /**
   * Records, as each is removed, every element that holds the desktop sidebar's menu or the desktop
   * table of contents: how many links it holds and how many of them React owned. Counted at the
   * removal itself, since React strips its marks from nodes it has removed.
   */
  async function recordRemovals(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const removed: {links: number; owned: number}[] = [];
      Object.assign(window, {removedDesktopParts: removed});
      const owned = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
      const removeChild = Node.prototype.removeChild;
      Node.prototype.removeChild = function <T extends Node>(this: Node, child: T): T {
        if (child instanceof Element && child.querySelector('.theme-doc-sidebar-menu, .theme-doc-toc-desktop a')) {
          const links = Array.from(child.querySelectorAll('a'));
          removed.push({links: links.length, owned: links.filter(owned).length});
        }
        return removeChild.call(this, child) as T;
      };
    });
  }

  test('the desktop sidebar and table of contents are removed without being hydrated first', async ({page}) => {
    await recordRemovals(page);
    await gotoHydrated(page, docPage);
    await page.waitForLoadState('networkidle');
    const removed = await page.evaluate(() => {
      const parts = (window as unknown as {removedDesktopParts: {links: number; owned: number}[]}).removedDesktopParts;
      return {
        parts: parts.length,
        links: parts.reduce((sum, part) => sum + part.links, 0),
        ownedLinks: parts.reduce((sum, part) => sum + part.owned, 0),
      };
    });
    // The sidebar and the table of contents, each with its links, the server's and never React's.
    expect(removed.parts).toBe(2);
    expect(removed.links).toBeGreaterThan(10);
    expect(removed.ownedLinks).toBe(0);
    // The phone's own menu still holds the doc sidebar.
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar .theme-doc-sidebar-menu a[href="/docs/installation/"]')).toBeVisible();
  });

  test('growing the window to the desktop layout brings a working sidebar and table of contents', async ({page}) => {
    await gotoHydrated(page, docPage);
    await page.setViewportSize({width: 1280, height: 800});
    const sidebar = page.locator('.theme-doc-sidebar-container .theme-doc-sidebar-menu');
    await expect(sidebar).toBeVisible();
    const toc = page.locator('.theme-doc-toc-desktop');
    await expect(toc).toBeVisible();
    // The table of contents follows the reading position again.
    const last = page.locator('article .markdown h2').last();
    await last.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    const lastId = await last.getAttribute('id');
    await expect(toc.locator('.table-of-contents__link--active')).toHaveAttribute('href', `#${lastId}`);
    // A sidebar category opens and closes.
    const category = sidebar.locator('.menu__list-item-collapsible').first();
    const before = await category.locator('..').getAttribute('class');
    await category.locator('a, button').last().click();
    await expect(category.locator('..')).not.toHaveAttribute('class', before!);
  });

  test("the navbar's desktop items, hidden on a phone, are the server's until the window grows, then work", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await gotoHydrated(page, '/docs/deployment/');
    const items = mainNavbar(page).locator('.navbar__items .navbar__item');
    // Items with anything inside (elements or text) that React owns; a kept item is itself React's, as one node.
    const ownedInside = () =>
      items.evaluateAll(
        (elements) =>
          elements.filter((element) => {
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (Object.keys(node).some((key) => key.startsWith('__reactFiber$'))) {
                return true;
              }
            }
            return false;
          }).length,
      );
    // The links, the versions dropdown and the locales dropdown.
    expect(await items.count()).toBeGreaterThanOrEqual(8);
    expect(await ownedInside()).toBe(0);
    // The phone's own menu is React's and lists the same items.
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Showcase', exact: true})).toBeVisible();
    await page.setViewportSize({width: 1280, height: 800});
    await expect(mainNavbar(page).getByRole('link', {name: 'Blog', exact: true})).toBeVisible();
    // Every item with content (the GitHub link is an empty <a> drawn by CSS) is React's again.
    const withContent = await items.evaluateAll(
      (elements) => elements.filter((element) => element.hasChildNodes()).length,
    );
    expect(withContent).toBeGreaterThanOrEqual(8);
    await expect.poll(ownedInside).toBe(withContent);
    // The versions dropdown opens, switches version and remembers the choice, as the theme's does.
    await chooseVersion(page, 'Canary', '3.5.2');
    await expect(page).toHaveURL(/\/docs\/3\.5\.2\/deployment\/$/);
    expect(
      await page.evaluate((key) => window.localStorage.getItem(key), storageKeys.preferredVersion('default')),
    ).toBe('3.5.2');
    expect(errors).toEqual([]);
  });

  test("once hydrated, React renders none of the navbar's kept desktop items nor the kept table of contents again", async ({
    page,
  }) => {
    await recordReactCommits(page);
    await gotoHydrated(page, '/docs/deployment/');
    await page.waitForLoadState('networkidle');
    // The recorder sees renders: the mobile menu's header is drawn after hydration on a phone.
    await expect.poll(() => renderedAfterHydrationWithin(page, '.navbar-sidebar')).toBeGreaterThan(0);
    expect(await renderedAfterHydrationWithin(page, '.navbar__inner .navbar__item')).toBe(0);
    expect(await renderedAfterHydrationWithin(page, '.theme-doc-toc-desktop')).toBe(0);
  });

  test("a post's table of contents, hidden on a phone, is the server's until the window grows", async ({page}) => {
    const errors = collectConsoleErrors(page);
    await gotoHydrated(page, '/blog/releases/3.6/');
    const tocLinks = page.locator('main ~ aside .table-of-contents a, aside .table-of-contents__link');
    const ownedLinks = () =>
      tocLinks.evaluateAll(
        (links) => links.filter((link) => Object.keys(link).some((key) => key.startsWith('__reactFiber$'))).length,
      );
    expect(await tocLinks.count()).toBeGreaterThan(3);
    expect(await ownedLinks()).toBe(0);
    await page.setViewportSize({width: 1280, height: 800});
    await expect(tocLinks.first()).toBeVisible();
    await expect.poll(ownedLinks).toBe(await tocLinks.count());
    expect(errors).toEqual([]);
  });
});

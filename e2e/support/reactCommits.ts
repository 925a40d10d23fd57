import type {Page} from '@playwright/test';

/**
 * Records, for each commit React makes from the page's first load on, how many host elements of
 * each tag it rendered. React reports every commit to the DevTools hook when one is installed
 * before it loads; this stand-in only counts. A fiber counts as rendered in a commit when its props
 * or state differ from what it had at the previous commit React reported (or it is new).
 */
export async function recordReactCommits(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Fiber = {
      type: unknown;
      child: Fiber | null;
      sibling: Fiber | null;
      alternate: Fiber | null;
      memoizedProps: unknown;
      memoizedState: unknown;
      stateNode: unknown;
    };
    const commits: Record<string, number>[] = [];
    // The host elements rendered in each commit, for counts by where they sit on the page.
    const elements: Element[][] = [];
    const last = new WeakMap<Fiber, [unknown, unknown]>();
    Object.assign(window, {reactCommits: commits, reactCommitElements: elements});
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onCommitFiberRoot(_id: number, root: {current: Fiber}) {
          const rendered: Record<string, number> = {};
          const renderedElements: Element[] = [];
          const stack: Fiber[] = [root.current];
          while (stack.length > 0) {
            const fiber = stack.pop()!;
            // Both buffers of a fiber stand for one component: whichever was seen before is the key.
            const key = fiber.alternate && last.has(fiber.alternate) ? fiber.alternate : fiber;
            const before = last.get(key);
            last.set(key, [fiber.memoizedProps, fiber.memoizedState]);
            if (typeof fiber.type === 'string' && (!before || before[0] !== fiber.memoizedProps)) {
              rendered[fiber.type] = (rendered[fiber.type] ?? 0) + 1;
              if (fiber.stateNode instanceof Element) renderedElements.push(fiber.stateNode);
            }
            if (fiber.child) stack.push(fiber.child);
            if (fiber.sibling && fiber !== root.current) stack.push(fiber.sibling);
          }
          commits.push(rendered);
          elements.push(renderedElements);
        },
      },
    });
  });
}

/** How many `tag` elements React rendered in the commits after its first (the hydration). */
export function renderedAfterHydration(page: Page, tag: string): Promise<number> {
  return page.evaluate(
    (name) =>
      (window as unknown as {reactCommits: Record<string, number>[]}).reactCommits
        .slice(1)
        .reduce((sum, commit) => sum + (commit[name] ?? 0), 0),
    tag,
  );
}

/** How many elements React rendered, in the commits after its first, that match `selector` or sit inside a match. */
export function renderedAfterHydrationWithin(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    (within) =>
      (window as unknown as {reactCommitElements: Element[][]}).reactCommitElements
        .slice(1)
        .reduce((sum, commit) => sum + commit.filter((element) => element.closest(within)).length, 0),
    selector,
  );
}

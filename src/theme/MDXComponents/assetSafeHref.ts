/**
 * Markdown links to files are compiled to a bundled asset URL and flagged with
 * `data-noBrokenLinkCheck`. The `pathname://` prefix is Link's documented
 * escape hatch: the base URL is still applied, the trailing slash is not.
 */
export function assetSafeHref(href: string | undefined, isAsset: boolean | undefined): string | undefined {
  return isAsset && href?.startsWith('/') ? `pathname://${href}` : href;
}

import React from 'react';
import {useDoc, useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';

type CustomProps = Record<string, unknown>;

/** Depth-first search for the sidebar link of a doc, wherever it sits in nested categories. */
export function findDocLink(
  items: readonly PropSidebarItem[],
  docId: string,
): Extract<PropSidebarItem, {type: 'link'}> | undefined {
  for (const item of items) {
    if (item.type === 'link' && item.docId === docId) {
      return item;
    }
    if (item.type === 'category') {
      const found = findDocLink(item.items, docId);
      if (found) {
        return found;
      }
    }
  }
  return undefined;
}

function PropsTable({caption, props}: {caption: string; props: CustomProps | undefined}): React.ReactNode {
  const entries = Object.entries(props ?? {});
  return (
    <table data-testid={caption}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th>Key</th>
          <th>Value</th>
        </tr>
      </thead>
      <tbody>
        {entries.length === 0 ? (
          <tr>
            <td colSpan={2}>No custom props</td>
          </tr>
        ) : (
          entries.map(([key, value]) => (
            <tr key={key}>
              <td>
                <code>{key}</code>
              </td>
              <td>
                <code>{JSON.stringify(value)}</code>
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** Shows the custom props of the current doc, as front matter and as its sidebar item carry them. */
export default function SidebarCustomProps(): React.ReactNode {
  const {metadata, frontMatter} = useDoc();
  const sidebar = useDocsSidebar();
  const sidebarLink = sidebar ? findDocLink(sidebar.items, metadata.id) : undefined;
  return (
    <div className="margin-vert--md">
      <PropsTable caption="From front matter" props={frontMatter.sidebar_custom_props} />
      <PropsTable caption="From the sidebar item" props={sidebarLink?.customProps} />
    </div>
  );
}

import React, {Children, isValidElement, type ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {getReferenceSource, type ReferenceOption as OptionData} from '@site/src/data/reference';
import styles from './styles.module.css';

interface ReferenceOptionProps {
  /** The option's name as the schema spells it; nested keys use dots (`i18n.path`). */
  name: string;
  /** Our description of the option. */
  children: ReactNode;
}

/** One documented option; only meaningful inside a ReferenceTable, which renders it. */
export function ReferenceOption(_props: ReferenceOptionProps): ReactNode {
  return null;
}

interface ReferenceTableProps {
  /** Generated source id, e.g. `config`, `plugin-content-docs`, `theme-config`. */
  source: string;
  children: ReactNode;
}

function DefaultValue({option}: {option: OptionData}): ReactNode {
  if (option.required) return <em>required</em>;
  if (option.default === null) return <span className={styles.none}>none</span>;
  return <code>{option.default}</code>;
}

/**
 * Table of options: name, type and default come from the schema data of the
 * docs version being viewed, the description from the page. A name the schema
 * does not know throws, so the build fails rather than documenting a ghost.
 */
export default function ReferenceTable({source, children}: ReferenceTableProps): ReactNode {
  const {version} = useDocsVersion();
  const data = getReferenceSource(version, source);
  const byName = new Map(data.options.map((option) => [option.name, option]));
  const rows = Children.toArray(children).filter(
    (child): child is React.ReactElement<ReferenceOptionProps> =>
      isValidElement<ReferenceOptionProps>(child) && typeof child.props.name === 'string',
  );
  const names = rows.map(({props}) => props.name);
  // The wrapper scrolls wide tables on small screens, so keyboard users must be able to focus it;
  // a focusable region needs a name, unique on the page (axe "scrollable-region-focusable"). A named
  // <section> is that region landmark, natively.
  const label = names.length > 1 ? `Options ${names[0]} to ${names.at(-1)}` : `Option ${names[0] ?? ''}`;
  return (
    <section className={styles.wrapper} aria-label={label} tabIndex={0}>
      <table className={styles.table} data-reference-source={source}>
        <thead>
          <tr>
            <th>Option</th>
            <th>Type</th>
            <th>Default</th>
            <th>Description</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({props}) => {
            const option = byName.get(props.name);
            if (!option) {
              throw new Error(`"${props.name}" is not an option of ${source} in docs version ${version}`);
            }
            return (
              <tr key={option.name}>
                <td>
                  <code className={styles.name}>{option.name}</code>
                </td>
                <td>
                  <code className={styles.type}>{option.type}</code>
                </td>
                <td>
                  <DefaultValue option={option} />
                </td>
                <td>{props.children}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className={styles.caption}>
        Names, types and defaults read from the validation schema of{' '}
        <code>
          {data.package}@{data.packageVersion}
        </code>
        .
      </p>
    </section>
  );
}

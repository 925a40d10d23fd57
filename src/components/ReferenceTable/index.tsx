import React, {Children, isValidElement, type ReactNode} from 'react';
import type {ReferenceOption as OptionData, ReferenceSource} from '@site/src/data/reference/types';
import type {RowChange, RowHistory} from '@site/src/plugins/reference-data/history';
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
  /**
   * The rows of `source` in the page's docs version, its release and version
   * name. Pages do not write these: the remark plugin in
   * src/plugins/reference-data adds them, with an import of only that data.
   */
  data?: ReferenceSource;
  release?: string;
  version?: string;
  /** Per option name, its history up to the page's release (remark plugin, src/plugins/reference-data/history.ts). */
  history?: Record<string, RowHistory>;
  children: ReactNode;
}

function DefaultValue({option}: {option: OptionData}): ReactNode {
  if (option.required) return <em>required</em>;
  if (option.default === null) return <span className={styles.none}>none</span>;
  return <code>{option.default}</code>;
}

function ChangeValue({value}: {value: string | null}): ReactNode {
  return value === null ? <span className={styles.none}>none</span> : <code>{value}</code>;
}

/** Values longer than this fold into a native disclosure, so a long regex does not fill a narrow cell. */
const inlineValueLength = 40;

function Change({change}: {change: RowChange}): ReactNode {
  const what = `${change.kind === 'default' ? 'Default' : 'Type'} changed in ${change.line}`;
  // Long defaults are shortened in the data (`{…}`): both sides may then read alike.
  if (change.from === change.to) return <p className={styles.change}>{`${what}.`}</p>;
  const values = (
    <>
      <ChangeValue value={change.from} /> → <ChangeValue value={change.to} />
    </>
  );
  if ((change.from ?? '').length + (change.to ?? '').length <= inlineValueLength) {
    return (
      <p className={styles.change}>
        {`${what}: `}
        {values}
      </p>
    );
  }
  return (
    <details className={styles.change}>
      <summary>{what}</summary>
      {values}
    </details>
  );
}

/**
 * The version history of a row, as text (the badge colour only repeats it):
 * arrival and later removal as badges, type and default changes as a line each.
 */
function History({history}: {history: RowHistory}): ReactNode {
  const {added, renamedFrom, changes = [], removed, renamedTo} = history;
  return (
    <div className={styles.history}>
      {(added || removed) && (
        <p className={styles.badges}>
          {added && (
            <span className={styles.badge}>
              Added in {added}
              {renamedFrom && (
                <>
                  , renamed from <code>{renamedFrom}</code>
                </>
              )}
            </span>
          )}
          {removed && (
            <span className={`${styles.badge} ${styles.badgeRemoved}`}>
              {renamedTo ? (
                <>
                  Renamed to <code>{renamedTo}</code> in {removed}
                </>
              ) : (
                <>Removed in {removed}</>
              )}
            </span>
          )}
        </p>
      )}
      {changes.map((change) => (
        <Change key={`${change.kind}-${change.line}`} change={change} />
      ))}
    </div>
  );
}

/**
 * Table of options: name, type and default come from the schema data of the
 * page's docs version, the description from the page. A name the schema does
 * not know throws, so the build fails rather than documenting a ghost.
 */
export default function ReferenceTable({
  source,
  data,
  release,
  version,
  history = {},
  children,
}: ReferenceTableProps): ReactNode {
  if (!data || !release) {
    throw new Error(
      `<ReferenceTable source="${source}"> has no data: the reference-data remark plugin adds it to the pages of the main docs instance`,
    );
  }
  const byName = new Map(data.options.map((option) => [option.name, option]));
  const rows = Children.toArray(children).filter(
    (child): child is React.ReactElement<ReferenceOptionProps> =>
      isValidElement<ReferenceOptionProps>(child) && typeof child.props.name === 'string',
  );
  const names = rows.map(({props}) => props.name);
  // The wrapper scrolls wide tables on small screens, so keyboard users must be able to focus it;
  // a focusable region needs a name, unique on the page (axe "scrollable-region-focusable"). A named
  // <section> is that region landmark, natively. The source is part of the name: navbar item tables
  // on one page share their first and last names.
  const label =
    names.length > 1 ? `${source} options ${names[0]} to ${names.at(-1)}` : `${source} option ${names[0] ?? ''}`;
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
                <td>
                  {history[option.name] && <History history={history[option.name]} />}
                  {props.children}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className={styles.caption}>
        Names, types and defaults read from the validation schema of{' '}
        <code>
          {data.package}@{release}
        </code>
        .
      </p>
    </section>
  );
}

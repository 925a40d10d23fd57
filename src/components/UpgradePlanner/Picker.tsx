import React, {useId, useState} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {plannerSearch} from '@site/src/plugins/upgrade-planner/query';
import styles from './styles.module.css';

interface PickerProps {
  releases: readonly string[];
  from?: string;
  to?: string;
}

/**
 * Two release lists and a button. A real GET form, so it works before the page
 * hydrates; once hydrated it only changes the query string, and the page
 * reads the new pair from the address.
 */
export default function Picker({releases, from, to}: PickerProps) {
  const history = useHistory();
  const action = useBaseUrl('/upgrade/');
  const [picked, setPicked] = useState({from: from ?? '', to: to ?? ''});
  const fromId = useId();
  const toId = useId();
  return (
    <form
      className={styles.picker}
      method="get"
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        history.push(`${action}${plannerSearch(picked.from, picked.to)}`);
      }}>
      <div className={styles.field}>
        <label htmlFor={fromId}>From the release you run</label>
        <select
          id={fromId}
          name="from"
          required
          value={picked.from}
          onChange={(event) => setPicked({...picked, from: event.target.value})}>
          <option value="">Choose…</option>
          {releases.map((release) => (
            <option key={release} value={release}>
              {release}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={toId}>To the release you want</label>
        <select
          id={toId}
          name="to"
          required
          value={picked.to}
          onChange={(event) => setPicked({...picked, to: event.target.value})}>
          <option value="">Choose…</option>
          {[...releases].reverse().map((release) => (
            <option key={release} value={release}>
              {release}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary">
        Show the plan
      </button>
    </form>
  );
}

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

interface ReleaseFieldProps {
  label: string;
  name: 'from' | 'to';
  releases: readonly string[];
  value: string;
  onChange: (value: string) => void;
}

/** A labelled, required release list, named as the query parameter it fills. */
function ReleaseField({label, name, releases, value, onChange}: ReleaseFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} required value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Choose…</option>
        {releases.map((release) => (
          <option key={release} value={release}>
            {release}
          </option>
        ))}
      </select>
    </div>
  );
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
  return (
    <form
      className={styles.picker}
      method="get"
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        history.push(`${action}${plannerSearch(picked.from, picked.to)}`);
      }}>
      <ReleaseField
        label="From the release you run"
        name="from"
        releases={releases}
        value={picked.from}
        onChange={(value) => setPicked({...picked, from: value})}
      />
      <ReleaseField
        label="To the release you want"
        name="to"
        releases={[...releases].reverse()}
        value={picked.to}
        onChange={(value) => setPicked({...picked, to: value})}
      />
      <button type="submit" className="button button--primary">
        Show the plan
      </button>
    </form>
  );
}

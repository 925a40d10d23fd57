import React, {useEffect, useMemo, useState, type CSSProperties, type ReactNode} from 'react';
import {createStorageSlot} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import {
  BACKGROUNDS,
  contrastRatio,
  cssVariables,
  DEFAULT_CHOICE,
  meetsWcagAA,
  normalizeHex,
  parseChoice,
  primaryShades,
  serializeChoice,
  TEXT_COLORS,
  WCAG_AA_MIN_CONTRAST,
  type ColorModeName,
  type PrimaryChoice,
} from './palette';
import styles from './styles.module.css';

/** Session storage, as the theme keeps colour choices: the choice follows the reader around the site, not into a new tab. */
const STORAGE_KEY = 'docusaurus.colorGenerator';

const MODE_LABELS: Record<ColorModeName, string> = {light: 'Light mode', dark: 'Dark mode'};

function storageSlot() {
  return createStorageSlot(STORAGE_KEY, {persistence: 'sessionStorage'});
}

/** The reader's choice, restored after hydration so server and client render the same first HTML. */
function useStoredChoice(): [PrimaryChoice, (choice: PrimaryChoice) => void, boolean] {
  const [choice, setChoice] = useState<PrimaryChoice>(DEFAULT_CHOICE);
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    setChoice(parseChoice(storageSlot().get()));
    setRestored(true);
  }, []);
  const update = (next: PrimaryChoice) => {
    setChoice(next);
    storageSlot().set(serializeChoice(next));
  };
  return [choice, update, restored];
}

function ModeEditor({
  mode,
  value,
  onChange,
}: {
  mode: ColorModeName;
  value: string;
  onChange: (hex: string) => void;
}): ReactNode {
  // The text field may hold an unfinished value while typing; only valid colours are applied.
  const [draft, setDraft] = useState(value);
  useEffect(() => {
    setDraft((current) => (normalizeHex(current) === value ? current : value));
  }, [value]);
  const background = BACKGROUNDS[mode];
  const ratio = contrastRatio(value, background);
  const shades = primaryShades(value);
  const previewStyle = {
    ...Object.fromEntries(shades.map((s) => [s.variable, s.hex])),
    '--ifm-link-color': value,
    '--ifm-link-hover-color': shades[2]!.hex,
    // Infima's button text in this mode: the page's own would be white on a dark-mode primary (2.25:1).
    // Both variables: Infima resolves --ifm-button-color once, on :root, from the page's inverse colour.
    '--ifm-font-color-base-inverse': TEXT_COLORS[mode].inverse,
    '--ifm-button-color': TEXT_COLORS[mode].inverse,
    backgroundColor: background,
    color: TEXT_COLORS[mode].base,
  } as CSSProperties;
  const inputId = `color-generator-${mode}`;

  return (
    <section className={styles.mode} data-mode={mode}>
      <Heading as="h3">{MODE_LABELS[mode]}</Heading>
      <div className={styles.inputs}>
        <label htmlFor={inputId}>Primary colour</label>
        <input
          type="color"
          aria-label={`${MODE_LABELS[mode]} colour picker`}
          value={value}
          onChange={(e) => onChange(e.target.value.toLowerCase())}
        />
        <input
          id={inputId}
          className={styles.hexInput}
          type="text"
          spellCheck={false}
          value={draft}
          aria-invalid={normalizeHex(draft) === null}
          onChange={(e) => {
            setDraft(e.target.value);
            const hex = normalizeHex(e.target.value);
            if (hex) onChange(hex);
          }}
        />
      </div>
      <ul className={styles.shades} aria-label={`${MODE_LABELS[mode]} shades`}>
        {shades.map((shade) => (
          <li key={shade.variable} className={styles.shade}>
            <span className={styles.swatch} style={{backgroundColor: shade.hex}} aria-hidden="true" />
            <span className={styles.shadeLabel}>{shade.label}</span>
            <code>{shade.hex}</code>
          </li>
        ))}
      </ul>
      <div className={styles.preview} style={previewStyle} data-testid={`preview-${mode}`}>
        <button type="button" className="button button--primary">
          Primary button
        </button>{' '}
        <button type="button" className="button button--outline button--primary">
          Outline button
        </button>
        <p className={styles.previewText}>
          Body text with <span className={styles.previewLink}>a link in the primary colour</span>.
        </p>
      </div>
      <p
        className={meetsWcagAA(value, background) ? styles.contrastOk : styles.contrastWarning}
        role={meetsWcagAA(value, background) ? undefined : 'alert'}
        data-testid={`contrast-${mode}`}>
        {meetsWcagAA(value, background)
          ? `Contrast ${ratio.toFixed(2)}:1 against the ${mode} background ${background}: passes WCAG AA for text.`
          : `Low contrast: ${ratio.toFixed(2)}:1 against the ${mode} background ${background}. Links in this colour fail WCAG AA, which needs ${WCAG_AA_MIN_CONTRAST}:1.`}
      </p>
    </section>
  );
}

/** Picks primary colours for light and dark mode and writes the Infima variables for them. */
export default function ColorGenerator(): ReactNode {
  const [choice, setChoice, restored] = useStoredChoice();
  const [copied, setCopied] = useState(false);
  const css = useMemo(() => cssVariables(choice), [choice]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(css);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard access can be refused (permissions, insecure origin); the text stays selectable.
      setCopied(false);
    }
  };

  return (
    <div className={styles.generator} id="color-generator" data-restored={restored}>
      <div className={styles.modes}>
        {(['light', 'dark'] as const).map((mode) => (
          <ModeEditor
            key={mode}
            mode={mode}
            value={choice[mode]}
            onChange={(hex) => setChoice({...choice, [mode]: hex})}
          />
        ))}
      </div>
      <div className={styles.outputHeader}>
        <Heading as="h3">CSS for src/css/custom.css</Heading>
        <div className={styles.actions}>
          <button type="button" className="button button--sm button--secondary" onClick={copy}>
            {copied ? 'Copied' : 'Copy CSS'}
          </button>
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => setChoice(DEFAULT_CHOICE)}>
            Reset
          </button>
        </div>
      </div>
      <pre className={styles.output} data-testid="color-generator-css">
        <code>{css}</code>
      </pre>
    </div>
  );
}

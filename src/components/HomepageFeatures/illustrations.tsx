import React from 'react';
import {latestRelease} from '@site/config/releases.mjs';

/**
 * Small drawings for the home page features, drawn for this site. They use
 * currentColor and Infima variables so they follow the light and dark modes.
 */
type IllustrationProps = React.SVGProps<SVGSVGElement>;

const frame = {
  viewBox: '0 0 200 140',
  role: 'img',
  xmlns: 'http://www.w3.org/2000/svg',
} as const;

const primary = 'var(--ifm-color-primary)';
const soft = 'var(--ifm-color-emphasis-200)';
const ink = 'var(--ifm-color-emphasis-700)';
const paper = 'var(--ifm-background-surface-color)';

/** A Markdown file on the left turning into a rendered page with a component on the right. */
export function MarkdownToReact(props: IllustrationProps): React.ReactNode {
  return (
    <svg {...frame} {...props}>
      <title>A Markdown file becoming a page with an interactive component</title>
      <rect x="10" y="18" width="70" height="96" rx="6" fill={paper} stroke={ink} strokeWidth="2" />
      <text x="20" y="40" fontSize="14" fontFamily="monospace" fontWeight="700" fill={primary}>
        # Hi
      </text>
      <rect x="20" y="50" width="48" height="5" rx="2" fill={soft} />
      <rect x="20" y="61" width="40" height="5" rx="2" fill={soft} />
      <text x="20" y="84" fontSize="11" fontFamily="monospace" fill={ink}>
        {'<Tabs/>'}
      </text>
      <rect x="20" y="94" width="44" height="5" rx="2" fill={soft} />
      <path d="M88 66h22m-8-8 8 8-8 8" fill="none" stroke={primary} strokeWidth="3" strokeLinecap="round" />
      <rect x="118" y="12" width="74" height="108" rx="6" fill={paper} stroke={ink} strokeWidth="2" />
      <rect x="128" y="24" width="40" height="8" rx="2" fill={ink} />
      <rect x="128" y="38" width="54" height="5" rx="2" fill={soft} />
      <rect x="128" y="56" width="22" height="10" rx="2" fill={primary} />
      <rect x="152" y="56" width="22" height="10" rx="2" fill={soft} />
      <rect x="128" y="66" width="54" height="30" rx="2" fill="none" stroke={primary} strokeWidth="2" />
      <circle cx="155" cy="81" r="7" fill={primary} />
      <rect x="128" y="104" width="44" height="5" rx="2" fill={soft} />
    </svg>
  );
}

/** Stacked pages labelled with versions, and a speech bubble for translations. */
export function VersionsAndLanguages(props: IllustrationProps): React.ReactNode {
  return (
    <svg {...frame} {...props}>
      <title>Stacked documentation versions next to a translation bubble</title>
      <rect x="34" y="14" width="80" height="96" rx="6" fill={soft} stroke={ink} strokeWidth="2" />
      <rect x="24" y="24" width="80" height="96" rx="6" fill={paper} stroke={ink} strokeWidth="2" />
      <rect x="14" y="34" width="80" height="96" rx="6" fill={paper} stroke={primary} strokeWidth="2.5" />
      <rect x="24" y="46" width="34" height="14" rx="7" fill={primary} />
      <text x="29" y="57" fontSize="10" fontFamily="sans-serif" fontWeight="700" fill="#fff">
        {`v${latestRelease.minor}`}
      </text>
      <rect x="24" y="70" width="58" height="5" rx="2" fill={soft} />
      <rect x="24" y="82" width="48" height="5" rx="2" fill={soft} />
      <rect x="24" y="94" width="54" height="5" rx="2" fill={soft} />
      <path
        d="M128 30h56a8 8 0 0 1 8 8v34a8 8 0 0 1-8 8h-30l-14 14v-14h-12a8 8 0 0 1-8-8V38a8 8 0 0 1 8-8z"
        fill={paper}
        stroke={primary}
        strokeWidth="2.5"
      />
      <text x="136" y="52" fontSize="13" fontFamily="sans-serif" fontWeight="700" fill={ink}>
        Aa
      </text>
      <path d="M158 48h10m-5-4v4m-4 0c1 8 6 12 11 14m0-14c-1 8-6 12-11 14" fill="none" stroke={ink} strokeWidth="2" />
      <rect x="136" y="62" width="46" height="5" rx="2" fill={soft} />
    </svg>
  );
}

/** HTML files leaving a build box at speed, towards a globe. */
export function StaticAndFast(props: IllustrationProps): React.ReactNode {
  return (
    <svg {...frame} {...props}>
      <title>Pre-rendered HTML files travelling from a build to the web</title>
      <rect x="10" y="40" width="56" height="60" rx="8" fill={paper} stroke={ink} strokeWidth="2" />
      <path d="M24 60l8 10-8 10m14 0h14" fill="none" stroke={primary} strokeWidth="3" strokeLinecap="round" />
      <path d="M74 56h22M70 70h30M74 84h22" stroke={soft} strokeWidth="4" strokeLinecap="round" />
      <rect x="104" y="52" width="30" height="36" rx="3" fill={paper} stroke={primary} strokeWidth="2" />
      <text x="108" y="75" fontSize="9" fontFamily="monospace" fontWeight="700" fill={primary}>
        html
      </text>
      <circle cx="166" cy="70" r="24" fill="none" stroke={ink} strokeWidth="2" />
      <ellipse cx="166" cy="70" rx="10" ry="24" fill="none" stroke={ink} strokeWidth="1.5" />
      <path d="M142 70h48M146 58h40M146 82h40" stroke={ink} strokeWidth="1.5" />
    </svg>
  );
}

/** Call-out, tabs, a diagram and a formula: what Markdown can hold here. */
export function RichMarkdown(props: IllustrationProps): React.ReactNode {
  return (
    <svg {...frame} {...props}>
      <title>An admonition, a diagram and a formula on one page</title>
      <rect x="12" y="12" width="176" height="116" rx="8" fill={paper} stroke={ink} strokeWidth="2" />
      <rect x="24" y="24" width="72" height="34" rx="4" fill={soft} />
      <rect x="24" y="24" width="4" height="34" fill={primary} />
      <circle cx="40" cy="36" r="5" fill={primary} />
      <rect x="50" y="33" width="38" height="5" rx="2" fill={ink} />
      <rect x="36" y="46" width="52" height="4" rx="2" fill="var(--ifm-color-emphasis-400)" />
      <rect x="110" y="26" width="24" height="14" rx="3" fill="none" stroke={primary} strokeWidth="2" />
      <rect x="152" y="26" width="24" height="14" rx="3" fill="none" stroke={primary} strokeWidth="2" />
      <rect x="131" y="52" width="24" height="14" rx="3" fill={primary} />
      <path d="M122 40l14 12m28-12l-14 12" stroke={ink} strokeWidth="2" />
      <text x="26" y="96" fontSize="20" fontFamily="serif" fontStyle="italic" fill={ink}>
        ∑ k = n(n+1)/2
      </text>
      <rect x="24" y="108" width="120" height="5" rx="2" fill={soft} />
    </svg>
  );
}

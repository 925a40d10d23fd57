// A navbar item type of our own: it exists to prove custom item types work, so it only shows in the test area.
import React from 'react';
import {useNavbarItemFailureRequested} from '@site/tests-area/components/ErrorCatalogueTriggers/navbarItemFailure';
import {navbarItemFailureMessage} from '@site/tests-area/components/ErrorCatalogueTriggers/messages';

interface Props {
  readonly label: string;
  readonly message: string;
  readonly mobile?: boolean;
  readonly className?: string;
}

/** Rendered only under /tests/ (the gate in ./itemTypes), in a chunk of its own. */
export default function TestsOnlyAlertNavbarItem({label, message, mobile, className}: Props): React.ReactNode {
  const failureRequested = useNavbarItemFailureRequested();
  if (failureRequested) {
    // Asked for by the error boundary tests page, to show how the theme reports a broken navbar item.
    throw new Error(navbarItemFailureMessage);
  }
  const itemClass = mobile ? 'menu__list-item' : undefined;
  const buttonClass = mobile ? 'menu__link' : 'navbar__item navbar__link';
  return (
    <div className={itemClass}>
      <button
        type="button"
        className={[buttonClass, 'clean-btn', className].filter(Boolean).join(' ')}
        onClick={() => window.alert(message)}>
        {label}
      </button>
    </div>
  );
}

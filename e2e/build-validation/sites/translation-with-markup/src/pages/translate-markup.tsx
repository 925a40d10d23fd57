/* eslint-disable @docusaurus/string-literal-i18n-messages -- this fixture exists to pass markup to <Translate> and see the build reject it. */
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';

export default function TranslateMarkup(): ReactNode {
  return (
    <main>
      {/* @ts-expect-error: the bad input of this page, markup where only a plain string is accepted. */}
      <Translate id="fixture.markup">
        <strong>Bold words</strong>
      </Translate>
    </main>
  );
}

/// <reference types="@docusaurus/plugin-ideal-image" />
import React from 'react';
import IdealImage from '@theme/IdealImage';
import {previewSlug} from '@site/src/data/showcase';

/**
 * A site's generated preview card (scripts/images/showcase-previews.mjs),
 * through the ideal-image plugin: responsive sizes and a blurred placeholder
 * while the image loads lazily.
 */
export default function SitePreview({name}: {name: string}): React.ReactNode {
  // A require with a template literal makes the bundler include every card of the folder.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const img = require(`@site/static/img/showcase/${previewSlug(name)}.png`);
  return <IdealImage img={img} alt={`Preview card of ${name}`} />;
}

import React from 'react';
import Heading from '@theme/Heading';

/** Lives in its own chunk, so the page can show what happens while that chunk is on its way. */
export default function LoadedPanel(): React.ReactNode {
  return (
    <section className="alert alert--success">
      <Heading as="h2">Panel loaded</Heading>
      <p>This panel was downloaded as a separate script only when you asked for it.</p>
    </section>
  );
}

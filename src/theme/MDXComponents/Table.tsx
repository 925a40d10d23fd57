import React, {useEffect, useRef, useState, type ComponentProps} from 'react';

/**
 * A Markdown table. Infima makes every table its own horizontal scroll box,
 * and a table wider than the text column (or the phone) scrolls inside it;
 * keyboard readers can scroll it only once it can take focus (axe
 * "scrollable-region-focusable"). It joins the tab order only while it
 * actually scrolls, so tables that fit add no tab stop.
 */
export default function Table(props: ComponentProps<'table'>): React.ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table) {
      return undefined;
    }
    const update = () => setScrolls(table.scrollWidth > table.clientWidth);
    const observer = new ResizeObserver(update);
    observer.observe(table);
    update();
    return () => observer.disconnect();
  }, []);
  return <table ref={ref} tabIndex={scrolls ? 0 : undefined} {...props} />;
}

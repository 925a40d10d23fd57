import {useEffect, useState} from 'react';
import {phoneLayout} from './viewport';

/**
 * Whether the window has the phone layout, kept up to date as the window is
 * resized. theme-common's `useWindowSize` starts at 'ssr' on the client too and
 * renders its caller again once it has measured; this reads the window from the
 * first client render (false on the server), so that on a phone nothing renders
 * again after hydration. Only for callers whose first client render may differ
 * from the server's without a hydration mismatch: kept server markup, whose
 * element is the same either way (useKeptOnPhone).
 */
export function usePhoneLayout(): boolean {
  const [phone, setPhone] = useState(() => phoneLayout());
  useEffect(() => {
    // The same value as the state's bails out without a render.
    const update = () => setPhone(phoneLayout());
    update();
    window.addEventListener('resize', update, {passive: true});
    return () => window.removeEventListener('resize', update);
  }, []);
  return phone;
}

import { Suspense, useState, type ReactNode } from 'react';

/**
 * <OnceOpened open={open}><LazyDialog open={open} /></OnceOpened>: a dialog whose code loads apart from
 * its page is drawn from its first opening on, so the page does not wait for it and, once loaded, it
 * keeps its closing transition and its state between openings like any mounted dialog.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}

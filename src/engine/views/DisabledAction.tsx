import type { ReactNode } from 'react';
import { Tooltip } from '@mui/material';
import { useTranslate } from 'ra-core';

interface DisabledActionProps {
  /** i18n key (or text) saying why the action is disabled. */
  tooltip: string;
  /** A menu item: the wrapper keeps the item on its own line. */
  block?: boolean;
  children: ReactNode;
}

/** A disabled control with the reason in a tooltip: the span receives the hover a disabled button would swallow. */
export function DisabledAction({ tooltip, block, children }: DisabledActionProps) {
  const translate = useTranslate();
  return (
    <Tooltip title={translate(tooltip, { _: tooltip })}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the disabled control cannot take focus, so its wrapper does: a keyboard user reaches the reason too */}
      <span style={block ? { display: 'block' } : { display: 'inline-flex', verticalAlign: 'middle' }} tabIndex={0}>{children}</span>
    </Tooltip>
  );
}

import { useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Box, Popper, type Theme } from '@mui/material';
import { focusRing } from '../theme';

/** Marks a cell's content as kept to one line. */
export const oneLine = { 'data-one-line': '' };

// One line each, cut with '…' past the column's width (at most 180 px; the cell of a column that takes
// the room left, class sd-fill, sets its own); a cut one that holds nothing focusable takes focus itself.
const CELLS = {
  '& [data-one-line]': { maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .sd-fill > [data-one-line]': { maxWidth: 'none' },
  '& [data-one-line][tabindex]:focus-visible': (theme: Theme) => focusRing(theme, -2),
};
const FOCUSABLE = 'a[href], button, input, [tabindex]:not([data-one-line])';
const clipped = (cell: Element) => cell.scrollWidth > cell.clientWidth;

/**
 * A table whose cells keep to one line ({...oneLine}): a text cut by its column's width shows whole in a
 * tooltip on hover or keyboard focus, and a cut text with no link or button of its own takes focus,
 * so the keyboard reaches it too. Escape hides the tooltip; the pointer may move onto it.
 * <OneLineCells><Table>…<td><div {...oneLine}>{text}</div></td>…</Table></OneLineCells>
 */
export function OneLineCells({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [tip, setTip] = useState<{ anchor: HTMLElement; text: string }>();
  // Which cells are cut depends on the widths drawn: marked after each render and each resize.
  useLayoutEffect(() => {
    const root = box.current;
    if (!root) return undefined;
    const mark = () => {
      for (const cell of root.querySelectorAll<HTMLElement>('[data-one-line]')) {
        const reachable = clipped(cell) && !cell.querySelector(FOCUSABLE);
        if (reachable && !cell.hasAttribute('tabindex')) cell.setAttribute('tabindex', '0');
        if (!reachable && cell.getAttribute('tabindex') === '0') cell.removeAttribute('tabindex');
      }
    };
    mark();
    // A browser without ResizeObserver (jsdom) marks at each render only.
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(mark);
    observer.observe(root);
    return () => observer.disconnect();
  });
  const show = (event: MouseEvent | FocusEvent) => {
    const cell = (event.target as Element).closest<HTMLElement>('[data-one-line]');
    if (cell && clipped(cell)) setTip({ anchor: cell, text: cell.textContent ?? '' });
  };
  const hide = (event: MouseEvent | FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (!tip || (next && (tip.anchor.contains(next) || document.getElementById('sd-full-text')?.contains(next)))) return;
    setTip(undefined);
  };
  const dismiss = (event: KeyboardEvent) => { if (event.key === 'Escape' && tip) { event.stopPropagation(); setTip(undefined); } };
  return (
    <Box ref={box} sx={CELLS} onMouseOver={show} onMouseOut={hide} onFocus={show} onBlur={hide} onKeyDown={dismiss}>
      {children}
      {/* MUI's Popper is the tooltip (role tooltip) */}
      <Popper open={tip !== undefined} anchorEl={tip?.anchor} placement="bottom-start" sx={{ zIndex: 'tooltip' }}>
        <Box id="sd-full-text" onMouseLeave={() => setTip(undefined)} sx={{
          maxWidth: 480, px: 1, py: 0.5, borderRadius: 1, typography: 'body2', overflowWrap: 'anywhere',
          bgcolor: 'grey.800', color: 'common.white', boxShadow: 2,
        }}>{tip?.text}</Box>
      </Popper>
    </Box>
  );
}

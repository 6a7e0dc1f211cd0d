import type { Page } from 'playwright-core';

/**
 * walkByTab(page, 'main'): presses Tab from where focus is until every control inside `scope` (links,
 * buttons, inputs, editors, anything in the tab order) has had focus, and answers the ones it never
 * reached and the ones whose focus did not show, described ('button "delete"'): both [] when the
 * keyboard alone reaches every action and a person sees where it is. Focus shows as an outline (on
 * the control or the one drawn around it), or for a text field as the field's own focused look. A
 * group of radios is one stop, as the keyboard treats it. Gives up after `presses` presses.
 */
export async function walkByTab(page: Page, scope: string, presses = 250): Promise<{ missed: string[]; unseen: string[] }> {
  const wanted = await page.locator(scope).first().evaluate((root) => {
    const controls = root.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [contenteditable="true"], [tabindex]',
    );
    const radios = new Set<string>();
    const kept: string[] = [];
    controls.forEach((element) => {
      element.removeAttribute('data-tab-stop');
      const style = getComputedStyle(element);
      const shown = element.getClientRects().length > 0 && style.visibility !== 'hidden';
      const usable = !element.matches(':disabled, [tabindex="-1"], [aria-hidden="true"] *, [aria-hidden="true"], [inert] *, input[type=hidden]');
      if (!shown || !usable) return;
      if (element instanceof HTMLInputElement && element.type === 'radio') {
        if (radios.has(element.name)) return;
        radios.add(element.name);
      }
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
      element.setAttribute('data-tab-stop', String(kept.length));
      kept.push(`${element.getAttribute('role') ?? element.tagName.toLowerCase()} "${name.slice(0, 40) || (element as HTMLInputElement).name || '?'}"`);
    });
    return kept;
  });
  const reached = new Set<string>();
  const unseen = new Set<string>();
  for (let press = 0; press < presses && reached.size < wanted.length; press += 1) {
    await page.keyboard.press('Tab');
    const { stop, shown } = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      if (!focused) return { stop: null, shown: false };
      // The ring may be drawn by the control around the focused input (a checkbox's, a switch's).
      const ringed = [focused, focused.closest('.Mui-focusVisible')].some((element) => {
        const style = element && getComputedStyle(element);
        return style !== null && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      });
      const shown = ringed || focused.closest('.Mui-focused') !== null;
      // A radio group's stop is whichever radio of the group holds focus.
      if (focused instanceof HTMLInputElement && focused.type === 'radio') {
        return { stop: document.querySelector(`input[type=radio][name="${CSS.escape(focused.name)}"][data-tab-stop]`)?.getAttribute('data-tab-stop') ?? null, shown };
      }
      return { stop: focused.getAttribute('data-tab-stop'), shown };
    });
    if (stop === null) continue;
    reached.add(stop);
    if (!shown) unseen.add(stop);
  }
  return {
    missed: wanted.filter((_, index) => !reached.has(String(index))),
    unseen: wanted.filter((_, index) => unseen.has(String(index))),
  };
}

/** focusedText(page): the focused element's name or text, to check where focus went back to. */
export async function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    return focused?.getAttribute('aria-label') ?? focused?.textContent?.trim() ?? '';
  });
}

/** Who may show our pages in a frame when FRAME_ANCESTORS is not set: our own pages only. */
export const DEFAULT_FRAME_ANCESTORS = ["'self'"];

// A CSP source expression: 'self', 'none', a scheme (https:) or a host with optional scheme, port and path.
const SOURCE = /^(?:'self'|'none'|[a-z][a-z0-9+.-]*:|(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::(?:\d{1,5}|\*))?(?:\/[\w\-.~%/]*)?)$/i;

/**
 * The frame-ancestors sources of the Content-Security-Policy from FRAME_ANCESTORS: the hosts whose
 * pages may frame ours, space-separated as CSP writes them; the default when unset or blank.
 * frameAncestorsSetting("'self' https://help.example.com") → ["'self'", 'https://help.example.com'];
 * anything else (a ';' that would end the directive and start another, a quoted keyword other than
 * 'self' or 'none', 'none' beside a host) throws, so a typo cannot loosen the policy.
 */
export function frameAncestorsSetting(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return DEFAULT_FRAME_ANCESTORS;
  const sources = raw.trim().split(/\s+/);
  const wrong = sources.find((source) => !SOURCE.test(source));
  if (wrong) throw new Error(`FRAME_ANCESTORS must be CSP sources such as 'self' or https://help.example.com, not "${wrong}".`);
  if (sources.includes("'none'") && sources.length > 1) throw new Error(`FRAME_ANCESTORS: 'none' stands alone, not beside other sources.`);
  return sources;
}

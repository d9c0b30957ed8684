/// <reference lib="dom" />
/**
 * The page's one polite live region (`#announcer` in index.html, outside the redrawn screens, so
 * screen readers keep listening to it): other seats' moves and chat lines are told there in a line.
 */

/** How many announced lines the region keeps; older ones are dropped. */
export const KEPT_LINES = 3;

/** Tells `lines` through the live region (does nothing on a page without it). */
export function announce(...lines: readonly string[]): void {
  const region = document.getElementById("announcer");
  if (!region || lines.length === 0) return;
  for (const line of lines) {
    const p = document.createElement("p");
    p.textContent = line;
    region.appendChild(p);
  }
  while (region.childElementCount > KEPT_LINES) region.firstElementChild?.remove();
}

/** Arrow keys, Home and End move between the links (and buttons) of an open panel. */
export function moveFocus(panel: HTMLElement | null, key: string): boolean {
  if (!panel) return false;
  const links = [...panel.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")];
  if (links.length === 0) return false;
  const at = links.indexOf(document.activeElement as HTMLElement);
  const next =
    key === "ArrowDown"
      ? (at + 1) % links.length
      : key === "ArrowUp"
        ? at <= 0
          ? links.length - 1
          : at - 1
        : key === "Home"
          ? 0
          : key === "End"
            ? links.length - 1
            : -1;
  if (next < 0) return false;
  links[next]!.focus();
  return true;
}

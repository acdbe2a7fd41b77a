// A not-found notice that asks for it ([data-log-not-found]: the notice
// section's logPath) says in the console which address was not found, for
// whoever looks at the browser's log; without React.
export function logNotFound(root: ParentNode = document): void {
  if (!root.querySelector("[data-log-not-found]")) return;
  const { pathname, search, hash } = window.location;
  console.warn(`Page not found: ${pathname}${search}${hash}`);
}

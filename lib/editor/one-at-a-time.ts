// The editor's writes run one after the other: a save, a new page, a variant
// or a translation each read the catalogs, merge and write them; two at once
// would each start from the same old files and one would undo the other.
let last: Promise<unknown> = Promise.resolve();

export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const next = last.then(work, work);
  last = next.catch(() => undefined);
  return next;
}

// Two instances on one PostgreSQL: the one that publishes says so with
// NOTIFY (the commit as payload) and the others LISTEN and read the branch
// at once (well under a second). Each instance also polls the branch every
// few seconds (ContentSource.follow), which covers a dropped connection and
// commits made outside the servers. Both instances read one content
// repository and one releases folder (a shared DATA_DIR; docs/publishing.md).
// A save of a draft (or a translation, an upload, a preview) kept on the
// content remote says so on a second channel, site_refs, and the others
// fetch those refs at once, in the background (content/shared-refs.ts).
import pg from "pg";

export const CONTENT_CHANNEL = "site_content";
export const REFS_CHANNEL = "site_refs";

export function pgContentChannel(
  url: string,
  onCommit: (commit: string) => void,
  log: (line: string) => void = console.log,
  onRefs: () => void = () => undefined,
) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === CONTENT_CHANNEL && message.payload) onCommit(message.payload);
      if (message.channel === REFS_CHANNEL) onRefs();
    });
    next.on("error", (error) => {
      log(`[content] LISTEN connection lost (${error.message}); reconnecting (the poll covers the gap)`);
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), 5000);
      retry?.unref();
    });
    await next.connect();
    await next.query(`LISTEN ${CONTENT_CHANNEL}`);
    await next.query(`LISTEN ${REFS_CHANNEL}`);
    client = next;
  };

  const ready = connect().catch((error: Error) =>
    log(`[content] LISTEN failed: ${error.message}; following by polling only`),
  );

  return {
    ready,
    /** Tells every instance (this one included, which ignores its own commit) that `commit` is live. */
    announce(commit: string) {
      if (!client) return;
      void client
        .query("SELECT pg_notify($1, $2)", [CONTENT_CHANNEL, commit])
        .catch((error: Error) => log(`[content] NOTIFY failed: ${error.message}`));
    },
    /** Tells every instance (this one too, whose fetch then finds nothing new) that a shared ref was saved. */
    announceRefs() {
      if (!client) return;
      void client
        .query("SELECT pg_notify($1, '')", [REFS_CHANNEL])
        .catch((error: Error) => log(`[content] NOTIFY failed: ${error.message}`));
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

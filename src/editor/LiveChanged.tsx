// Someone published this page after the person's draft started from it: the
// draft keeps its base, and a publish merges the two section by section
// (server/publish/rebase.ts), refusing only when both changed the same
// section. Said up front, naming what changed, with the changes to look at.
import { useMemo, useState } from "react";
import { copy } from "./copy";
import type { EditorSchema } from "./doc-data";
import { fieldDifferences } from "./field-diff";
import { FieldDiffTable } from "./FieldDiffTable";

/** The published page when the draft started and now (the server's `liveChanged`). */
export interface LiveChange {
  before: unknown;
  after: unknown;
}

interface LiveChangedProps {
  change: LiveChange;
  schema: EditorSchema;
  typeLabels: Record<string, string>;
}

/** How many changed fields the sentence names before "y N más". */
const NAMED = 3;

export function LiveChanged({ change, schema, typeLabels }: LiveChangedProps) {
  const [open, setOpen] = useState(false);
  const differences = useMemo(
    () => fieldDifferences(schema, typeLabels, change.before, change.after),
    [change, schema, typeLabels],
  );
  // Only the file's formatting changed: nothing a person would see.
  if (differences.length === 0) return null;
  const labels = differences.map((d) => d.label);
  const named = labels.slice(0, NAMED).join(", ");
  const rest = labels.length - NAMED;
  return (
    <section role="status" data-testid="live-changed" className="live-changed">
      <div className="live-changed__head">
        <p>
          <strong>{copy.liveChangedTitle}</strong> {rest > 0 ? copy.liveChangedMore(named, rest) : named}.{" "}
          {copy.liveChangedHelp}
        </p>
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? copy.liveChangedHide : copy.liveChangedShow}
        </button>
      </div>
      {open ? (
        <FieldDiffTable
          differences={differences}
          headings={[copy.field, copy.liveThen, copy.liveNow]}
          absent={copy.absent}
          className="conflict__table"
          testId="live-changes"
        />
      ) : null}
    </section>
  );
}

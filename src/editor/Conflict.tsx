// The file changed on disk since it was opened: nothing was written. Reload
// it (dropping the changes) or see, field by field, what differs.
import { useMemo, useState } from "react";
import { copy } from "./copy";
import type { EditorSchema, JsonObject } from "./doc-data";
import { fieldDifferences } from "./field-diff";
import { FieldDiffTable } from "./FieldDiffTable";

interface ConflictProps {
  onDisk: string;
  yours: JsonObject;
  schema: EditorSchema;
  typeLabels: Record<string, string>;
  onReload: () => void;
}

export function Conflict({ onDisk, yours, schema, typeLabels, onReload }: ConflictProps) {
  const [both, setBoth] = useState(false);
  const differences = useMemo(() => {
    try {
      return fieldDifferences(schema, typeLabels, JSON.parse(onDisk), yours);
    } catch {
      return null; // the file on disk is not JSON (someone is mid-edit): its text is shown instead
    }
  }, [onDisk, yours, schema, typeLabels]);
  return (
    <section role="alert" data-testid="conflict" className="conflict">
      <div className="conflict__head">
        <p>
          <strong>{copy.conflictTitle}</strong> {copy.conflictHelp}
        </p>
        <span className="conflict__actions">
          <button type="button" aria-expanded={both} onClick={() => setBoth(!both)}>
            {both ? copy.hideBoth : copy.showBoth}
          </button>
          <button type="button" onClick={onReload}>
            {copy.reload}
          </button>
        </span>
      </div>
      {both ? (
        differences === null ? (
          <pre className="conflict__raw">{onDisk}</pre>
        ) : differences.length === 0 ? (
          <p>{copy.conflictSameFields}</p>
        ) : (
          <FieldDiffTable
            differences={differences}
            headings={[copy.field, copy.onDisk, copy.yours]}
            absent={copy.absent}
            className="conflict__table"
            testId="differences"
          />
        )
      ) : null}
    </section>
  );
}

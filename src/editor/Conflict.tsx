// The file changed on disk since it was opened: nothing was written. Reload
// it (dropping the changes) or see, field by field, what differs.
import { useMemo, useState } from "react";
import { copy } from "./copy";
import type { EditorSchema, JsonObject } from "./doc-data";
import { fieldDifferences } from "./field-diff";

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
          <table className="conflict__table" data-testid="differences">
            <thead>
              <tr>
                <th scope="col">{copy.field}</th>
                <th scope="col">{copy.onDisk}</th>
                <th scope="col">{copy.yours}</th>
              </tr>
            </thead>
            <tbody>
              {differences.map((d) => (
                <tr key={d.pointer}>
                  <th scope="row">{d.label}</th>
                  <td data-side="disk">{d.disk ?? <em>{copy.absent}</em>}</td>
                  <td data-side="yours">{d.yours ?? <em>{copy.absent}</em>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : null}
    </section>
  );
}

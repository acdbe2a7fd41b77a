// The file changed on disk since it was opened: nothing was written. Reload
// it (dropping the changes) or look at both versions side by side.
import { useState } from "react";
import { copy } from "./copy";

export function Conflict({ onDisk, yours, onReload }: { onDisk: string; yours: string; onReload: () => void }) {
  const [both, setBoth] = useState(false);
  return (
    <section role="alert" data-testid="conflict" style={{ border: "2px solid #b00020", padding: 8, borderRadius: 4 }}>
      <strong>{copy.conflictTitle}</strong> {copy.conflictHelp}{" "}
      <button type="button" onClick={onReload}>
        {copy.reload}
      </button>{" "}
      <button type="button" aria-expanded={both} onClick={() => setBoth(!both)}>
        {both ? copy.hideBoth : copy.showBoth}
      </button>
      {both ? (
        <div style={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 8, maxHeight: 300, overflow: "auto" }}>
          <figure style={{ margin: 0 }}>
            <figcaption>{copy.onDisk}</figcaption>
            <pre data-testid="on-disk" style={{ fontSize: 11, whiteSpace: "pre-wrap" }}>{onDisk}</pre>
          </figure>
          <figure style={{ margin: 0 }}>
            <figcaption>{copy.yours}</figcaption>
            <pre data-testid="yours" style={{ fontSize: 11, whiteSpace: "pre-wrap" }}>{yours}</pre>
          </figure>
        </div>
      ) : null}
    </section>
  );
}

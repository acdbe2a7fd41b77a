// Every validation problem of the document, as a list; clicking one selects its section.
import type { Problem } from "./api-client";

export function Problems({ problems, onSelect }: { problems: Problem[]; onSelect: (p: Problem) => void }) {
  if (problems.length === 0) return null;
  return (
    <ul aria-label="Problemas" data-testid="problems" style={{ margin: 0, paddingLeft: 18, maxHeight: 110, overflow: "auto", color: "#b00020" }}>
      {problems.map((p) => (
        <li key={`${p.pointer} ${p.message}`}>
          <button type="button" onClick={() => onSelect(p)} style={{ all: "unset", cursor: "pointer", textDecoration: "underline" }}>
            <code>{p.pointer || "/"}</code>
          </button>{" "}
          {p.message}
        </li>
      ))}
    </ul>
  );
}

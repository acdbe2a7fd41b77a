// Every validation problem of the document, by the field's Spanish label
// path and a Spanish message; clicking one selects its section.
import type { Problem } from "./api-client";
import { copy } from "./copy";

export function Problems({ problems, onSelect }: { problems: Problem[]; onSelect: (p: Problem) => void }) {
  if (problems.length === 0) return null;
  return (
    <ul aria-label="Problemas" data-testid="problems" className="problems">
      {problems.map((p) => (
        <li key={`${p.pointer} ${p.message}`}>
          <button type="button" onClick={() => onSelect(p)}>
            {p.label || copy.pageLevel}
          </button>
          <span>{p.message}</span>
        </li>
      ))}
    </ul>
  );
}

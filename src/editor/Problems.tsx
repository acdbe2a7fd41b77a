// Every problem of the document, by the field's Spanish label path and a
// Spanish message, in three groups: what stops saving the draft (the
// schema's), what stops publishing (the publish gate's blocking findings)
// and warnings; clicking one selects its section.
import { groupOf, type ProblemGroup } from "../core/problem-severity";
import type { Problem } from "./api-client";
import { copy } from "./copy";

const GROUPS: readonly ProblemGroup[] = ["save", "publish", "warn"];

export function Problems({ problems, onSelect }: { problems: Problem[]; onSelect: (p: Problem) => void }) {
  if (problems.length === 0) return null;
  return (
    <div aria-label="Problemas" role="region" data-testid="problems" className="problems">
      {GROUPS.map((group) => {
        const listed = problems.filter((p) => groupOf(p) === group);
        if (listed.length === 0) return null;
        return (
          <section key={group} className="problems__group" data-group={group}>
            <h2 className="problems__title">
              {copy.problemGroups[group]} <span className="problems__count">{listed.length}</span>
            </h2>
            <ul>
              {listed.map((p) => (
                <li key={`${p.pointer} ${p.message}`}>
                  <button type="button" onClick={() => onSelect(p)}>
                    {p.label || copy.pageLevel}
                  </button>
                  <span>{p.message}</span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** A problem as its field shows it: what it stops said first, so a draft that saves is not read as ready to publish. */
export const fieldMessage = (p: Problem) => (p.severity ? `${copy.fieldPrefix[p.severity]}${p.message}` : p.message);

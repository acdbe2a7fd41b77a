// Every problem of the document, listed once: by the field's Spanish label
// path and a Spanish message, in three groups: what stops saving the draft
// (the schema's), what stops publishing (the publish gate's blocking
// findings) and warnings. Each entry takes the person to its field.
import { groupOf, type ProblemGroup } from "../core/problem-severity";
import type { Problem } from "./api-client";
import { copy } from "./copy";
import { FieldPath } from "./FieldPath";
import { siteText } from "./site-text";

const GROUPS: readonly ProblemGroup[] = ["save", "publish", "warn"];

export function Problems({ problems, onSelect }: { problems: Problem[]; onSelect: (p: Problem) => void }) {
  if (problems.length === 0) return <p className="problems__none">{copy.valid}</p>;
  return (
    <div data-testid="problems" className="problems">
      {GROUPS.map((group) => {
        const listed = problems.filter((p) => groupOf(p) === group);
        if (listed.length === 0) return null;
        return (
          <section key={group} className="problems__group" data-group={group}>
            <h3 className="problems__title">
              {copy.problemGroups[group]} <span className="problems__count">{listed.length}</span>
            </h3>
            <ul>
              {listed.map((p) => (
                <li key={`${p.file} ${p.pointer} ${p.message}`}>
                  <button type="button" onClick={() => onSelect(p)}>
                    <FieldPath className="problems__field" label={p.label || copy.pageLevel} />
                    <span className="problems__message">{siteText(p.message)}</span>
                  </button>
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

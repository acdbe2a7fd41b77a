// The review's changes (issue 41): the page's own fields as a table, then one
// card per section that was added (its text), removed (what it said), moved
// (from/to) or changed (its fields, before and after). Sections are matched
// by id (section-changes.ts): nothing is listed that did not change.
import { FieldDiffTable } from "../FieldDiffTable";
import type { PageChanges, SectionChange, SectionText } from "./section-changes";
import { reviewCopy as copy } from "./copy";
import { siteText } from "../site-text";

const where = (change: SectionChange) =>
  change.kind === "moved" ? copy.movedFromTo(change.from, change.to) : copy.position(change.at);

function Texts({ texts }: { texts: SectionText[] }) {
  return (
    <dl className="review-texts">
      {texts.map((t) => (
        <div key={`${t.label} ${t.text}`}>
          <dt>{t.label}</dt>
          <dd>{siteText(t.text)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SectionChanges({ changes }: { changes: PageChanges }) {
  return (
    <>
      {changes.page.length > 0 ? (
        <>
          <h3 className="review-subhead">{copy.pageFields}</h3>
          <FieldDiffTable
            differences={changes.page}
            headings={[copy.field, copy.live, copy.draft]}
            absent={copy.absent}
            className="review-diff"
            testId="review-diff"
          />
        </>
      ) : null}
      {changes.sections.length > 0 ? (
        <>
          <h3 className="review-subhead">{copy.sectionsHeading}</h3>
          <ol className="review-sections" data-testid="review-sections">
            {changes.sections.map((change) => (
              <li key={`${change.kind} ${change.key}`} data-change={change.kind} className="review-section">
                <p className="review-section__head">
                  <span className="review-section__kind">{copy.changeKinds[change.kind]}</span>
                  <strong>{change.name}</strong>
                  <span className="review-muted">{where(change)}</span>
                </p>
                {change.kind === "added" || change.kind === "removed" ? <Texts texts={change.texts} /> : null}
                {(change.kind === "changed" || change.kind === "moved") && change.fields.length > 0 ? (
                  <FieldDiffTable
                    differences={change.fields}
                    headings={[copy.field, copy.live, copy.draft]}
                    absent={copy.absent}
                    className="review-diff"
                    testId="review-section-diff"
                  />
                ) : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </>
  );
}

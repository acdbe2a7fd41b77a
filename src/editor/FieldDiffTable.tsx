// The field-by-field table of two versions of a page: the conflict view
// (on disk / yours) and the history (before / after) show the same rows.
import type { FieldDifference } from "./field-diff";
import { FieldPath } from "./FieldPath";
import { siteText } from "./site-text";

interface Props {
  differences: FieldDifference[];
  /** Column headings: the field, the first version, the second. */
  headings: [string, string, string];
  /** Shown for a field one side does not have. */
  absent: string;
  className?: string;
  testId: string;
}

export function FieldDiffTable({ differences, headings, absent, className, testId }: Props) {
  return (
    <table className={className} data-testid={testId}>
      <thead>
        <tr>
          {headings.map((heading) => (
            <th key={heading} scope="col">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {differences.map((d) => (
          <tr key={d.pointer}>
            <th scope="row">
              <FieldPath label={d.label} />
            </th>
            <td data-side="disk">{d.disk === undefined ? <em>{absent}</em> : siteText(d.disk)}</td>
            <td data-side="yours">{d.yours === undefined ? <em>{absent}</em> : siteText(d.yours)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

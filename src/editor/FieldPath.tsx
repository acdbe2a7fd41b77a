// A field's place in the page, «Cabecera de producto › Botones › 2 › Enlace», as a breadcrumb: it wraps only
// between its parts (each part keeps its «›» in front, so no line ends on one), and a part too long for the
// line is cut with «…», the whole path on hover (issue 41: the paths broke mid-word in the problem list at
// 390 px). The text is the same as the plain label's, for search and for screen readers.
import { Fragment } from "react";

const SEPARATOR = " › ";

export function FieldPath({ label, className }: { label: string; className?: string }) {
  const parts = label.split(SEPARATOR);
  return (
    <span className={className ? `field-path ${className}` : "field-path"} title={label}>
      {parts.map((part, i) => (
        // By position: a path's parts can repeat («Botones › 2 › Botones») and never move.
        <Fragment key={i}>
          {i > 0 ? " " : null}
          <span className="field-path__part">{i > 0 ? `› ${part}` : part}</span>
        </Fragment>
      ))}
    </span>
  );
}

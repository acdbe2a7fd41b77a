import { forwardRef } from "react";
import { Icon } from "../../components/Icon";
import { buttonCss } from "../../components/Button";
import { confirmCss, confirmIconCss } from "./styles";

interface Props {
  title: string;
  /** Sentence with {date} and {time}. */
  text: string;
  note?: string;
  date: string;
  time: string;
  again?: string;
  onAgain: () => void;
}

/** '¡Demo confirmada!' with the booked day and time in bold. */
export const Confirmation = forwardRef<HTMLHeadingElement, Props>(function Confirmation(
  { title, text, note, date, time, again, onAgain },
  ref,
) {
  const values: Record<string, string> = { date, time };
  const parts = text.split(/(\{date\}|\{time\})/).filter(Boolean);
  return (
    <div css={confirmCss} role="status" data-testid="demo-confirmation">
      <span css={confirmIconCss}>
        <Icon name="calendar-check" size={32} />
      </span>
      <h3 ref={ref} tabIndex={-1}>
        {title}
      </h3>
      <p>
        {parts.map((part, i) =>
          part === "{date}" || part === "{time}" ? <strong key={i}>{values[part.slice(1, -1)]}</strong> : part,
        )}
      </p>
      {note && <p>{note}</p>}
      {again && (
        <button type="button" css={[buttonCss("secondary"), { marginTop: 8 }]} onClick={onAgain}>
          {again}
        </button>
      )}
    </div>
  );
});

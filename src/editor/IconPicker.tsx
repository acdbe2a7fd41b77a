// Icons chosen by sight: the current icon and a button that opens a grid of
// every icon the schema allows (the site's sprite, public/icons.svg), with a
// filter by name. Arrow keys are not needed: each icon is a button in order.
import { useId, useState } from "react";
import { copy } from "./copy";

const IconGlyph = ({ name }: { name: string }) => (
  <svg aria-hidden="true" width="18" height="18">
    <use href={`/icons.svg#i-${name}`} />
  </svg>
);

interface IconPickerProps {
  id: string;
  pointer: string;
  value: string | undefined;
  options: readonly string[];
  required: boolean;
  describedBy: string;
  onChange: (value: string | undefined) => void;
}

export function IconPicker({ id, pointer, value, options, required, describedBy, onChange }: IconPickerProps) {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState("");
  const gridId = useId();
  const shown = options.filter((o) => o.includes(filter.trim().toLowerCase()));
  return (
    <div className="icon-picker">
      <button
        id={id}
        type="button"
        className="icon-picker__current"
        data-pointer={pointer}
        aria-describedby={describedBy}
        aria-expanded={open}
        aria-controls={gridId}
        onClick={() => setOpen(!open)}
      >
        {value ? <IconGlyph name={value} /> : null}
        <span>{value ?? copy.none}</span>
        <span className="icon-picker__change">{open ? copy.close : copy.chooseIcon}</span>
      </button>
      {open ? (
        <div id={gridId} className="icon-picker__panel">
          <input
            type="search"
            aria-label={copy.filterIcons}
            placeholder={copy.filterIcons}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
          <div className="icon-picker__grid" role="group" aria-label={copy.icons}>
            {!required ? (
              <button
                type="button"
                aria-pressed={value === undefined}
                aria-label={copy.noIcon}
                title={copy.noIcon}
                onClick={() => onChange(undefined)}
              >
                {copy.none}
              </button>
            ) : null}
            {shown.map((name) => (
              <button
                key={name}
                type="button"
                aria-pressed={name === value}
                aria-label={name}
                title={name}
                onClick={() => {
                  onChange(name);
                  setOpen(false);
                }}
              >
                <IconGlyph name={name} />
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}

// An A/B test's split of visitors (experiment.weights) as a marketer sets it:
// one number per arm, named in Spanish, with its share of the total beside it,
// instead of a JSON text box.
import type { CSSProperties } from "react";
import { copy } from "./copy";

/** One number per key (an A/B test's arms), each with its share of the total in %. */
export function SharesInput({
  pointer,
  describedBy,
  value,
  inputStyle,
  onChange,
}: {
  pointer: string;
  describedBy: string;
  value: unknown;
  inputStyle?: CSSProperties;
  onChange: (v: unknown) => void;
}) {
  const shares = (value && typeof value === "object" ? value : {}) as Record<string, number>;
  const total = Object.values(shares).reduce((sum, n) => sum + (Number.isFinite(n) ? n : 0), 0);
  return (
    <div style={{ display: "grid", gap: 6 }} aria-describedby={describedBy} role="group">
      {Object.entries(shares).map(([key, weight]) => (
        <label
          key={key}
          style={{ display: "grid", gridTemplateColumns: "1fr 80px 56px", gap: 8, alignItems: "center" }}
        >
          <span>{copy.armName(key)}</span>
          <input
            type="number"
            min={0}
            step={1}
            data-pointer={`${pointer}/${key}`}
            style={inputStyle}
            value={Number.isFinite(weight) ? String(weight) : ""}
            onChange={(e) => onChange({ ...shares, [key]: e.target.value === "" ? 0 : Number(e.target.value) })}
          />
          <output style={{ fontVariantNumeric: "tabular-nums" }}>
            {total > 0 ? `${Math.round(((Number(weight) || 0) / total) * 100)} %` : "—"}
          </output>
        </label>
      ))}
    </div>
  );
}

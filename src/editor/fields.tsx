// Field specs (schema-fields.ts) → Puck fields. Objects and arrays are Puck's
// own (arrays: add, remove, drag to reorder); every value field is a custom
// field that shows the schema description as help and the validation
// problems of its JSON pointer under it.
import { useContext, useId, useState, type ReactElement } from "react";
import type { Field, Fields } from "@puckeditor/core";
import type { FieldSpec } from "./schema-fields";
import { ANCHOR_PROP } from "./doc-data";
import { pointerOf } from "./pointer";
import { SharesInput } from "./SharesInput";
import { copy } from "./copy";
import { linkText, linkValue } from "./link-text";
import { scheduleTimeText } from "./schedule-note";
import type { RouteInfo } from "./api-client";
import { FieldEnvContext } from "./field-env";
import { TranslationFields } from "./TranslationFields";
import { IconPicker } from "./IconPicker";
import { ImageField, type ImageValue } from "./ImageField";
import { fixedColors } from "../theme/tokens";
import { GONE_PATH } from "../core/retired";

const style = {
  fieldset: { border: 0, margin: 0, padding: 0, minWidth: 0 } as const,
  wrap: { display: "grid", gap: 4, marginBottom: 4 } as const,
  label: { fontWeight: 600, fontSize: 13 } as const,
  help: { fontSize: 12, color: fixedColors.editorHelp, margin: 0 } as const,
  error: { fontSize: 12, color: fixedColors.editorError, margin: 0, fontWeight: 600 } as const,
  input: {
    font: "inherit",
    fontSize: 14,
    padding: "6px 8px",
    border: `1px solid ${fixedColors.editorInputBorder}`,
    borderRadius: 4,
    width: "100%",
    boxSizing: "border-box",
  } as const,
};

/** Every link target validate accepts from this page: routes, routes#anchor, #anchor, site values. */
export function linkOptions(routes: RouteInfo[], ownAnchors: string[]): string[] {
  const site = ["@appLogin", "@appRegister", "@whatsapp", "@phone", "@email"];
  return [
    ...ownAnchors.map((a) => `#${a}`),
    // Not the pages shown in another's place («Página no encontrada», «Página retirada»): nobody links to them.
    ...routes
      .filter((r) => r.path !== "/404" && r.path !== GONE_PATH)
      .flatMap((r) => [r.path, ...r.anchors.map((a) => `${r.path === "/" ? "" : r.path}/#${a}`.replace(/^\/#/, "/#"))]),
    ...site,
  ];
}

interface LeafProps {
  spec: FieldSpec;
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
}

function Leaf({ spec, name, value, onChange }: LeafProps): ReactElement {
  const env = useContext(FieldEnvContext);
  const id = useId();
  const pointer = pointerOf(name, env.selectedFields, env.selectedIndex);
  // An image's problems are its parts' too (its alt, its src).
  const errors =
    spec.kind === "image"
      ? [...env.problems].filter(([p]) => p === pointer || p.startsWith(`${pointer}/`)).flatMap(([, m]) => m)
      : (env.problems.get(pointer) ?? []);
  const set = (next: unknown) => onChange(next === "" && !spec.required ? undefined : next);
  const invalid = errors.length > 0;
  const common = {
    id,
    "aria-invalid": invalid,
    "aria-describedby": `${id}-help`,
    "data-pointer": pointer,
    style: { ...style.input, ...(invalid ? { borderColor: fixedColors.editorError } : {}) },
  };
  let control: ReactElement;
  switch (spec.kind) {
    case "text":
      // A schedule time in Madrid's wall clock is what datetime-local edits (one with an offset stays text).
      control =
        spec.scheduleTime && /^$|^[\d-]+T[\d:]+$/.test(String(value ?? "")) ? (
          <input
            {...common}
            type="datetime-local"
            step={1}
            value={String(value ?? "")}
            onChange={(e) => set(e.target.value)}
          />
        ) : spec.multiline ? (
          <textarea {...common} rows={3} value={String(value ?? "")} onChange={(e) => set(e.target.value)} />
        ) : (
          <input {...common} type="text" value={String(value ?? "")} onChange={(e) => set(e.target.value)} />
        );
      break;
    case "href": {
      const listId = `${id}-links`;
      control = (
        <>
          <input
            {...common}
            type="text"
            list={listId}
            placeholder={copy.linkPlaceholder}
            value={linkText(String(value ?? ""))}
            onChange={(e) => set(linkValue(e.target.value))}
          />
          <datalist id={listId}>
            {linkOptions(env.routes, env.ownAnchors).map((o) => (
              <option key={o} value={linkText(o)} />
            ))}
          </datalist>
        </>
      );
      break;
    }
    case "number":
      control = (
        <span style={{ display: "flex", gap: 8, alignItems: "center" }}>
          <input
            {...common}
            type="number"
            min={spec.min}
            max={spec.max}
            step={spec.integer ? 1 : "any"}
            disabled={value === null}
            value={value === null || value === undefined ? "" : String(value)}
            onChange={(e) => set(e.target.value === "" ? (spec.required ? "" : undefined) : Number(e.target.value))}
          />
          {spec.nullable ? (
            <label style={{ whiteSpace: "nowrap", fontSize: 12 }}>
              <input
                type="checkbox"
                checked={value === null}
                onChange={(e) => onChange(e.target.checked ? null : (spec.min ?? 0))}
              />{" "}
              {copy.nullValue}
            </label>
          ) : null}
        </span>
      );
      break;
    case "boolean":
      control = (
        <input
          id={id}
          type="checkbox"
          data-pointer={pointer}
          aria-describedby={`${id}-help`}
          checked={Boolean(value ?? spec.default)}
          onChange={(e) => onChange(e.target.checked)}
        />
      );
      break;
    case "icon":
      control = (
        <IconPicker
          id={id}
          pointer={pointer}
          value={typeof value === "string" ? value : undefined}
          options={spec.options}
          required={spec.required}
          describedBy={`${id}-help`}
          onChange={(v) => onChange(v)}
        />
      );
      break;
    case "image":
      control = (
        <ImageField
          id={id}
          label={spec.label}
          pointer={pointer}
          value={value as ImageValue | undefined}
          describedBy={`${id}-help`}
          invalid={invalid}
          onChange={(v) => onChange(v)}
        />
      );
      break;
    case "select":
    case "collection": {
      const options =
        spec.kind === "collection" ? (spec.options ?? env.collections[spec.collection] ?? []) : spec.options;
      control = (
        <select
          {...common}
          value={String(value ?? "")}
          onChange={(e) =>
            set(
              spec.kind === "select" && spec.numeric && e.target.value !== "" ? Number(e.target.value) : e.target.value,
            )
          }
        >
          {!spec.required || value === undefined ? (
            <option value="">{(spec.kind === "select" && spec.optionLabels[""]) || copy.none}</option>
          ) : null}
          {options.map((o) => (
            <option key={o} value={o}>
              {spec.kind === "select" ? (spec.optionLabels[o] ?? o) : o}
            </option>
          ))}
        </select>
      );
      break;
    }
    case "const":
      control = <input {...common} type="text" readOnly value={JSON.stringify(spec.value)} />;
      break;
    case "map":
      // A split of visitors (experiment weights): a number per arm and its share, not JSON.
      control =
        spec.value.kind === "number" ? (
          <SharesInput
            pointer={pointer}
            describedBy={`${id}-help`}
            value={value}
            inputStyle={style.input}
            onChange={onChange}
          />
        ) : (
          <JsonInput common={common} value={value} onChange={onChange} />
        );
      break;
    default:
      control = <JsonInput common={common} value={value} onChange={onChange} />;
  }
  return (
    <div style={style.wrap}>
      <label htmlFor={id} style={style.label}>
        {spec.label}
        {spec.required ? <span title={copy.fieldRequired}> *</span> : null}
      </label>
      {control}
      <p id={`${id}-help`} style={style.help}>
        {spec.help}
        {(spec.kind === "map" && spec.value.kind !== "number") || spec.kind === "union" ? ` ${copy.jsonHelp}` : ""}
      </p>
      {spec.kind === "text" && spec.scheduleTime && scheduleTimeText(value) ? (
        <p style={style.help} data-schedule-note="">
          {(name.endsWith("from") ? copy.shownFrom : copy.shownUntil)(scheduleTimeText(value)!)}
        </p>
      ) : null}
      {spec.kind === "text" && spec.copy ? (
        <TranslationFields pointer={pointer} value={String(value ?? "")} multiline={spec.multiline} />
      ) : null}
      {errors.map((message) => (
        <p key={message} role="alert" style={style.error} data-field-error={pointer}>
          {message}
        </p>
      ))}
    </div>
  );
}

/** Maps and unions (a form field of one of many kinds) are edited as JSON; ajv checks the result. */
function JsonInput({
  common,
  value,
  onChange,
}: {
  common: Record<string, unknown>;
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  const [text, setText] = useState(() => (value === undefined ? "" : JSON.stringify(value, null, 2)));
  const [bad, setBad] = useState(false);
  return (
    <>
      <textarea
        {...common}
        rows={6}
        style={{ ...(common.style as object), fontFamily: "monospace", fontSize: 12 }}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          try {
            onChange(e.target.value.trim() === "" ? undefined : JSON.parse(e.target.value));
            setBad(false);
          } catch {
            setBad(true);
          }
        }}
      />
      {bad ? <p style={style.error}>{copy.jsonInvalid}</p> : null}
    </>
  );
}

const leafField = (spec: FieldSpec): Field => ({
  type: "custom",
  label: spec.label,
  // Read-only (Puck's edit permission, e.g. a shared section for who may not publish it): every control inside is disabled.
  render: ({ name, value, onChange, readOnly }) => (
    <fieldset disabled={readOnly} style={style.fieldset}>
      <Leaf spec={spec} name={name} value={value} onChange={onChange} />
    </fieldset>
  ),
});

/** A new list item: required values from defaults (or empty), so ajv names what is missing. */
export function starterValue(spec: FieldSpec): unknown {
  if (spec.default !== undefined) return spec.default;
  switch (spec.kind) {
    case "object":
      return Object.fromEntries(
        Object.entries(spec.fields)
          .filter(([, f]) => f.required)
          .map(([k, f]) => [k, starterValue(f)]),
      );
    case "array":
      return [];
    case "number":
      return spec.min ?? 0;
    case "boolean":
      return false;
    case "select":
    case "icon":
      return spec.options[0];
    case "const":
      return spec.value;
    case "image":
      return {};
    default:
      return "";
  }
}

/** What a list item shows in its collapsed row. */
export const summaryOf = (item: Record<string, unknown>, index?: number) => {
  // A list of images (client logos) wraps each as { value: image }: summarise the image (its alt, else its file).
  const own = item?.value && typeof item.value === "object" ? (item.value as Record<string, unknown>) : item;
  const text = [own?.alt, ...Object.values(own ?? {})].find((v) => typeof v === "string" && v.length > 0);
  return typeof text === "string" ? text.slice(0, 40) : `#${(index ?? 0) + 1}`;
};

export function toPuckField(spec: FieldSpec): Field {
  if (spec.kind === "object") return { type: "object", label: spec.label, objectFields: toPuckFields(spec.fields) };
  if (spec.kind === "array") {
    const wrapped = spec.item.kind !== "object";
    const arrayFields = wrapped
      ? { value: leafField(spec.item) }
      : toPuckFields((spec.item as Extract<FieldSpec, { kind: "object" }>).fields);
    return {
      type: "array",
      label: spec.label,
      arrayFields,
      ...(spec.min !== undefined ? { min: spec.min } : {}),
      ...(spec.max !== undefined ? { max: spec.max } : {}),
      defaultItemProps: (wrapped ? { value: starterValue(spec.item) } : starterValue(spec.item)) as Record<
        string,
        unknown
      >,
      getItemSummary: summaryOf,
    };
  }
  return leafField(spec);
}

export function toPuckFields(specs: Record<string, FieldSpec>, section = false): Fields {
  const out: Fields = {};
  for (const [key, spec] of Object.entries(specs)) out[section && key === "id" ? ANCHOR_PROP : key] = toPuckField(spec);
  return out;
}

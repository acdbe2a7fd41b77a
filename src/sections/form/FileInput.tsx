import { useRef, useState, type DragEvent } from "react";
import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { Icon } from "../../components/Icon";
import { theme } from "../../theme/tokens";
import { formatBytes } from "../../core/forms/messages";
import type { FileLike, FormField } from "../../core/forms/types";

type FileField = Extract<FormField, { type: "file" }>;

const zone = (dragging: boolean, invalid: boolean) => css`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 6px 10px;
  min-height: 96px;
  padding: 18px;
  border: 1.5px dashed ${invalid ? theme.colors.danger : dragging ? theme.colors.accent : theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${dragging ? theme.colors.accentTint : theme.colors.bg};
  color: ${theme.colors.textSoft};
  font-size: 15px;
  text-align: center;
  cursor: pointer;
  transition:
    border-color 0.15s ease,
    background-color 0.15s ease;
  &:hover {
    border-color: ${theme.colors.accent};
  }
  &:focus-within {
    border-color: ${theme.colors.accent};
    box-shadow: 0 0 0 4px color-mix(in srgb, ${theme.colors.accent} 22%, transparent);
  }
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    opacity: 0;
    cursor: pointer;
  }
`;
const zoneButton = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 700;
  color: ${theme.colors.accent};
`;
const chip = (invalid: boolean) => css`
  display: grid;
  grid-template-columns: 40px minmax(0, 1fr) auto;
  gap: 12px;
  align-items: center;
  padding: 12px 12px 12px 14px;
  border: 1px solid ${invalid ? theme.colors.danger : theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${invalid ? theme.colors.dangerTint : theme.colors.bg};
`;
const chipIcon = css`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.accentTint};
  color: ${theme.colors.accent};
`;
const remove = css`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.bgSoft};
    color: ${theme.colors.danger};
  }
`;

interface Props {
  field: FileField;
  id: string;
  labelId: string;
  value: FileLike | null;
  invalid: boolean;
  describedBy?: string;
  lang: string;
  onChange: (file: FileLike | null) => void;
}

/**
 * A file picker: a drop zone around a real (transparent) file input, so
 * keyboard, screen readers and drag and drop all work; once a file is
 * chosen, a chip under it with its name, size and a remove button (picking
 * again replaces it).
 */
export function FileInput({ field, id, labelId, value, invalid, describedBy, lang, onChange }: Props) {
  const { t } = useLingui();
  const removeLabel = field.removeLabel ?? t`Quitar archivo`;
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const [inputKey, setInputKey] = useState(0);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onChange(file);
  };
  const clear = () => {
    onChange(null);
    setInputKey((k) => k + 1);
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  return (
    <div css={css`display: grid; gap: 10px;`}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is the pointer's shortcut; the file input inside is the keyboard's way */}
      <div
        css={zone(dragging, invalid)}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          key={inputKey}
          ref={inputRef}
          id={id}
          name={field.name}
          type="file"
          accept={field.accept.join(",")}
          required={field.required}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
        />
        <span css={zoneButton}>
          <Icon name="upload" size={18} />
          {field.buttonLabel ?? field.label}
        </span>
        {field.dropLabel && <span>{field.dropLabel}</span>}
      </div>
      {value && (
        <div css={chip(invalid)} data-testid="file-chip">
          <span css={chipIcon} aria-hidden="true">
            <Icon name="file-text" size={20} />
          </span>
          <span css={css`min-width: 0; display: grid;`}>
            <strong css={css`font-size: 15px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;`}>
              {value.name}
            </strong>
            <span css={css`font-size: 13px; color: ${theme.colors.textMuted};`}>{formatBytes(value.size, lang)}</span>
          </span>
          <button
            type="button"
            css={remove}
            onClick={clear}
            aria-label={`${removeLabel}: ${value.name}`}
            aria-describedby={describedBy}
          >
            <Icon name="x" size={18} />
          </button>
        </div>
      )}
    </div>
  );
}

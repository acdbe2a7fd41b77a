// "Create variant": pages/<page>.<name>.json as a copy of the saved page, and
// the experiment with the weights set here in the base (0 pauses an arm).
import { useState } from "react";
import { api } from "./api-client";
import { copy } from "./copy";
import { fixedColors } from "../theme/tokens";

export function VariantDialog({ file, hash, dirty, onClose, onCreated }: { file: string; hash: string | null; dirty: boolean; onClose: () => void; onCreated: (variantFile: string) => void }) {
  const [name, setName] = useState("b");
  const [control, setControl] = useState(50);
  const [weight, setWeight] = useState(50);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (dirty || !hash) return setError(`${copy.unsaved}: ${copy.save}`);
    try {
      const result = await api.variant(file, name, { control, [name]: weight }, hash);
      if (result.status === "saved" && result.variantFile) onCreated(result.variantFile);
      else if (result.status === "conflict") setError(copy.conflictTitle);
      else setError((result.problems ?? []).map((p) => `${p.file} ${p.pointer}: ${p.message}`).join("\n"));
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <section aria-label={copy.createVariant} data-testid="variant-dialog" style={{ display: "flex", gap: 8, alignItems: "end", flexWrap: "wrap", border: `1px solid ${fixedColors.editorBorder}`, padding: 8, borderRadius: 4 }}>
      <label>
        {copy.variantName} <input value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label>
        {copy.weightControl} <input type="number" min={0} value={control} onChange={(e) => setControl(Number(e.target.value))} style={{ width: 70 }} />
      </label>
      <label>
        {copy.weightVariant} <input type="number" min={0} value={weight} onChange={(e) => setWeight(Number(e.target.value))} style={{ width: 70 }} />
      </label>
      <small>{copy.weightHelp}</small>
      <button type="button" onClick={submit}>
        {copy.create}
      </button>
      <button type="button" onClick={onClose}>
        {copy.cancel}
      </button>
      {error ? (
        <p role="alert" style={{ color: fixedColors.editorError, whiteSpace: "pre-wrap", width: "100%", margin: 0 }}>
          {error}
        </p>
      ) : null}
    </section>
  );
}

// A lead's fields as the owner reads them (the inbox and the notification
// email): under the labels their form declares, empty ones left out.
import { flattenFields, type FormDeclaration } from "../../../src/core/forms/types.ts";
import type { Submission } from "../../store/types.ts";

/** Where a form lives: its heading and the pages that show it. */
export interface FormInfo {
  title: string;
  pages: string[];
  declaration: FormDeclaration;
}

/** The filled fields of a submission under their declared labels (empty ones left out); fields the form no longer declares keep their key. */
export function labelledFields(
  data: Submission["data"],
  declaration: FormDeclaration | undefined,
): Array<[string, string]> {
  const fields = declaration ? flattenFields(declaration.fields) : [];
  // A label as the owner reads it: no required mark, no {placeholder} the page fills with a link, no trailing colon.
  const labels = new Map(
    fields.map((f) => [
      f.name,
      f.label
        .replace(/\s*\*$/, "")
        .replace(/\s*\{\w+\}/g, " política de privacidad")
        .replace(/[.:\s]+$/, ""),
    ]),
  );
  const shown = (value: string | boolean) => (value === true ? "Sí" : value === false ? "No" : value.trim());
  const ordered = [
    ...fields.map((f) => f.name).filter((name) => name in data),
    ...Object.keys(data).filter((name) => !labels.has(name)),
  ];
  return ordered.flatMap((name) => {
    const value = data[name];
    if (value === undefined || value === "" || value === false) return [];
    const text = shown(value);
    return text ? [[labels.get(name) ?? name, text] as [string, string]] : [];
  });
}

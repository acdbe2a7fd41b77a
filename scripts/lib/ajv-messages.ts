// Turns ajv errors into one editor-like line each: a JSON pointer and a reason
// a marketer can act on.
import type { ErrorObject } from "ajv";
import type { SchemaNode } from "./schema-set.ts";

export interface PointedMessage {
  pointer: string;
  message: string;
}

const show = (value: unknown) => (typeof value === "string" ? `"${value}"` : JSON.stringify(value));

export function describeAjvError(error: ErrorObject, renamedKeys: Record<string, string> = {}): PointedMessage {
  const at = error.instancePath;
  const params = error.params as Record<string, unknown>;
  const schema = error.parentSchema as SchemaNode | undefined;
  switch (error.keyword) {
    case "required":
      return { pointer: `${at}/${String(params.missingProperty)}`, message: "is required" };
    case "additionalProperties": {
      const key = String(params.additionalProperty);
      const renamed = renamedKeys[key];
      const allowed = Object.keys((schema?.properties as SchemaNode | undefined) ?? {}).join(", ");
      return {
        pointer: `${at}/${key}`,
        message: renamed ? `"${key}" was renamed to "${renamed}"` : `unknown property "${key}" (allowed: ${allowed})`,
      };
    }
    case "enum":
      return { pointer: at, message: `must be one of: ${(params.allowedValues as unknown[]).map(String).join(", ")} (got ${show(error.data)})` };
    case "const":
      return { pointer: at, message: `must be ${show(params.allowedValue)} (got ${show(error.data)})` };
    case "type":
      return { pointer: at, message: `must be ${String(params.type)} (got ${show(error.data)})` };
    case "pattern":
      if (error.propertyName !== undefined) return { pointer: `${at}/${error.propertyName}`, message: `is not a valid key (must match ${String(params.pattern)})` };
      if (schema?.["x-href"]) {
        return { pointer: at, message: `must be an internal route (/…), an #anchor, https:, mailto:, tel: or a site link (@appLogin…) (got ${show(error.data)})` };
      }
      return { pointer: at, message: `must match ${String(params.pattern)} (got ${show(error.data)})` };
    case "propertyNames":
      return { pointer: `${at}/${String(params.propertyName)}`, message: "is not a valid key (lowercase letters, digits and dashes)" };
    case "discriminator":
      return { pointer: `${at}/${String(params.tag)}`, message: `unknown section type ${show(params.tagValue)}` };
    default:
      return { pointer: at, message: error.message ?? error.keyword };
  }
}

// POST /api/forms/:formId — a form section's submission, checked with the
// same declaration the browser uses, stored once per idempotency key, and
// acknowledged (201) only after the row is committed.
import { randomUUID } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Context } from "hono";
import { extensionOf, formatAccept, messageFor } from "../src/core/forms/messages.ts";
import { flattenFields, type FormDeclaration } from "../src/core/forms/types.ts";
import { detectDocument } from "./file-type.ts";
import { caughtByHoneypot, checkSubmission, emailOf, HONEYPOT, phoneOf, storableData, type Input } from "./forms.ts";
import { bodyKind, parseJson, readLimited, refuseJson } from "./http/read-body.ts";
import { idempotencyKey, keyReused, requestHash, scopedKey } from "./idempotency.ts";
import type { Store } from "./store/index.ts";

export interface FormsApiOptions {
  store: Store;
  forms: Map<string, FormDeclaration>;
  uploadsDir: string;
  /** Largest JSON body, bytes. */
  maxJsonBytes: number;
  /** Largest multipart body (a CV plus the fields), bytes. */
  maxMultipartBytes: number;
  now: () => Date;
  /** Called after a new row is committed (the webhook outbox). */
  onStored?: (kind: "submission", id: number) => void;
  /** The path of the page the lead came from. */
  pageOf?: (c: Context) => string;
}

async function parseBody(c: Context, options: FormsApiOptions, multipart: boolean): Promise<Input | Response> {
  const kind = bodyKind(c.req.header("content-type"), multipart);
  if (!kind) return c.json({ error: "unsupported_media_type" }, 415);
  const raw = await readLimited(c, kind === "json" ? options.maxJsonBytes : options.maxMultipartBytes);
  if (!raw) return c.json({ error: "payload_too_large" }, 413);
  try {
    if (kind === "json") {
      const parsed = parseJson(raw);
      if ("problem" in parsed) return refuseJson(c, parsed.problem);
      const { value } = parsed;
      if (typeof value !== "object" || value === null || Array.isArray(value))
        return c.json({ error: "bad_request" }, 400);
      return value as Input;
    }
    const form = await new Request("http://local/", {
      method: "POST",
      headers: { "content-type": c.req.header("content-type") ?? "" },
      body: raw,
    }).formData();
    const input: Input = {};
    for (const [name, value] of form.entries()) input[name] = value;
    return input;
  } catch {
    return c.json({ error: "bad_request" }, 400);
  }
}

export function formsApi(options: FormsApiOptions) {
  return async (c: Context) => {
    const section = options.forms.get(c.req.param("formId") ?? "");
    if (!section) return c.json({ error: "unknown_form" }, 404);
    const fileField = flattenFields(section.fields).find((f) => f.type === "file");
    const key = idempotencyKey(c);
    if (!key) return c.json({ error: "bad_idempotency_key" }, 400);
    const input = await parseBody(c, options, Boolean(fileField));
    if (input instanceof Response) return input;

    // A bot fills every field; a person never sees this one. It gets the
    // answer a person gets (checked the same, then an id from the same
    // sequence) and the row is kept flagged spam for the owner to review.
    const spam = caughtByHoneypot(input);
    delete input[HONEYPOT];
    const checked = checkSubmission(section, input);
    if (!checked.ok) return c.json({ errors: checked.errors }, 422);

    let file: { path: string; name: string; type: string } | undefined;
    const upload = fileField ? checked.values[fileField.name] : null;
    if (fileField && fileField.type === "file" && upload instanceof File) {
      const bytes = new Uint8Array(await upload.arrayBuffer());
      const detected = detectDocument(bytes);
      const accept = fileField.accept.map((a) => a.toLowerCase());
      // The content decides; the name's extension must agree with it.
      if (!detected || !accept.includes(detected.ext) || extensionOf(upload) !== detected.ext) {
        return c.json(
          {
            errors: {
              [fileField.name]: messageFor(fileField, "fileType", section.messages, {
                accept: formatAccept(fileField.accept),
              }),
            },
          },
          422,
        );
      }
      const stored = `${randomUUID()}${detected.ext}`;
      writeFileSync(join(options.uploadsDir, stored), bytes, { flush: true });
      file = { path: stored, name: upload.name.slice(0, 255), type: detected.mime };
    }

    const data = storableData(section, checked.values);
    const result = await options.store.addSubmission({
      formId: section.id,
      data,
      email: emailOf(section, checked.values),
      phoneKey: phoneOf(section, checked.values),
      idempotencyKey: scopedKey(`form:${section.id}`, key),
      spam,
      requestHash: requestHash({
        ...data,
        file: file ? `${file.name}:${upload instanceof File ? upload.size : 0}` : null,
      }),
      file,
      page: options.pageOf?.(c) ?? "",
      createdAt: options.now().toISOString(),
    });
    // A retry of a stored submission: keep the first file, drop this copy.
    if (!result.created && file) rmSync(join(options.uploadsDir, file.path), { force: true });
    if (result.keyReused) return keyReused(c);
    if (result.created && !spam) options.onStored?.("submission", result.id);
    return c.json({ id: result.id }, result.created ? 201 : 200);
  };
}

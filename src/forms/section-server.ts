// What the server reads of a section type, declared in the type's folder
// (src/sections/<type>/server.ts, exporting `server`): the forms a section of
// that type shows, and whether it books demo slots inline. `npm run
// gen:types` lists every folder that has one in src/generated/section-servers.ts,
// so server/forms.ts and server/api-demo.ts never name a section type.
import type { FormSchema } from "../core/forms/build-schema.ts";
import type { FormDeclaration } from "../core/forms/types.ts";

/** A form a section shows: POST /api/forms/<declaration.id> checks a submission against it. */
export interface DeclaredForm {
  declaration: FormDeclaration;
  /** What the inbox calls it ("Análisis por email", the form's heading). */
  title: string;
}

/** What the inline demo endpoint (POST /api/demo/<section id>) needs of a section that books slots. */
export interface BookingSection {
  id?: string;
  /** The times offered each bookable day ("10:00"). */
  slots: string[];
  fields: { date: { required: string } };
}

export interface SectionServer<S> {
  /** The forms a section of this type shows (none when it has no id to post to). */
  forms?(section: S): DeclaredForm[];
  /** The section books demo slots: its declared form, and its own rules on top at a moment (bookable days, times already started). */
  booking?: {
    form(section: S): FormDeclaration;
    /** `timeZone`: the business's (the site's booking.timeZone), whose days and hours the rules read. */
    schema(section: S, now: Date, timeZone?: string): FormSchema;
  };
}

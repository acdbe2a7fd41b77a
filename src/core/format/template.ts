/**
 * Fills `{name}` placeholders of authored copy with values known only at
 * run time ('Subir a {plan} · {price} / mes'). Unknown placeholders are left
 * as they are, so a typo shows up on the page instead of vanishing.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

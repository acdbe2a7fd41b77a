// Reads a Netlify/Cloudflare-style _headers file so the local server sends
// the same headers a static host would.
export interface HeaderRule {
  pattern: RegExp;
  headers: Record<string, string>;
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const glob = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replace(/\*/g, ".*");
      rules.push({ pattern: new RegExp(`^${glob}$`), headers: {} });
      continue;
    }
    const [name, ...value] = line.trim().split(":");
    const rule = rules[rules.length - 1];
    if (rule && name) rule.headers[name.trim()] = value.join(":").trim();
  }
  return rules;
}

export const headersFor = (rules: HeaderRule[], path: string) =>
  Object.assign({}, ...rules.filter((r) => r.pattern.test(path)).map((r) => r.headers)) as Record<string, string>;

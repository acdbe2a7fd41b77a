// Payloads that would run if typed text or authored copy were ever written to
// the page as HTML: shared by the browser tests (typed into fields) and the
// property test (placed in authored copy).
export const XSS = [
  "<img src=x onerror=alert(1)>",
  '"><script>alert(1)</script>',
  "javascript:alert(1)",
  "'><svg onload=alert(1)>",
  "</textarea><img src=x onerror=alert(1)>",
  "</title><script>alert(1)</script>",
  "{{constructor.constructor('alert(1)')()}}",
  "<a href=javascript:alert(1)>x</a>",
  "<!--",
  "]]>",
];

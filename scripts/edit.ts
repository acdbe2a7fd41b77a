// `npm run edit`: the visual page editor on the Vite dev server, on
// localhost only (PORT overrides 5173). Everything of it is dev-only
// (scripts/lib/vite-plugin-editor.ts); `npm run build` never contains it.
import { createServer } from "vite";

const started = performance.now();
const port = Number(process.env.PORT ?? 5173);
const server = await createServer({ server: { host: "localhost", port, strictPort: true } });
await server.listen();
const ms = Math.round(performance.now() - started);
console.log(`Editor de páginas: http://localhost:${port}/__edit  (server ready in ${ms} ms)`);

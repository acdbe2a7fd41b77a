// `npm run edit`: the visual page editor on the Vite dev server, on
// localhost only (PORT overrides 5173). Everything of it is dev-only
// (scripts/build/vite-plugin-editor.ts); `npm run build` never contains it.
// React's production build for the marketer (EDITOR_DEV=1 keeps the development
// one, to work on the editor itself with its warnings and fast refresh): the
// development build checks every render twice over and took about half of the
// time to open a page and of each keystroke.
if (process.env.EDITOR_DEV !== "1") process.env.NODE_ENV ??= "production";
// (imported after NODE_ENV is set, so Vite sees it from its first line)
const { createServer } = await import("vite");

const started = performance.now();
const port = Number(process.env.PORT ?? 5173);
const server = await createServer({ server: { host: "localhost", port, strictPort: true } });
await server.listen();
const ms = Math.round(performance.now() - started);
console.log(`Editor de páginas: http://localhost:${port}/__edit  (server ready in ${ms} ms)`);

export {}; // a module: top-level await

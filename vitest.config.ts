import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: "jsdom",
      include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.ts", "tests/unit/**/*.test.{ts,tsx}"],
      setupFiles: ["tests/setup.ts"],
    },
  }),
);

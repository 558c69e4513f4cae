import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildTimeDefines } from "./build-env";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: buildTimeDefines(),
  resolve: { tsconfigPaths: true },
});

import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  base: "/admin/",
  plugins: [reactRouter()],
  server: { port: 3003, strictPort: true },
});

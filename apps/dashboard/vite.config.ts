import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  base: "/dashboard/",
  plugins: [reactRouter()],
  server: { port: 3002, strictPort: true },
});

import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  base: "/tradeshow/",
  plugins: [reactRouter()],
  server: { port: 3004, strictPort: true },
});

import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  basename: "/admin/",
} satisfies Config;

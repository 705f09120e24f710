import type { NextConfig } from "next";

const config: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ["@alentour/domain", "@alentour/ui", "@alentour/backend-client"],
  experimental: {
    // Unmatched URLs get a fully server-rendered 404 page (app/global-not-found.tsx) with the site chrome.
    globalNotFound: true,
    optimizePackageImports: ["@mantine/core", "@mantine/hooks"],
  },
};

export default config;

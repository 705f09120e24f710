import type { NextConfig } from "next";

const config: NextConfig = {
  poweredByHeader: false,
  bundlePagesRouterDependencies: true,
  reactStrictMode: true,
  // The French feed has no prefix like every French page; the proxy skips paths with an extension.
  async rewrites() {
    return { beforeFiles: [{ source: "/blog/rss.xml", destination: "/fr/blog/rss.xml" }], afterFiles: [], fallback: [] };
  },
  transpilePackages: ["@alentour/domain", "@alentour/ui", "@alentour/backend-client"],
  experimental: {
    // Unmatched URLs get a fully server-rendered 404 page (app/global-not-found.tsx) with the site chrome.
    globalNotFound: true,
    optimizePackageImports: ["@mantine/core", "@mantine/hooks", "@mantine/notifications"],
  },
};

export default config;

import type { NextConfig } from "next";

const config: NextConfig = {
  poweredByHeader: false,
  bundlePagesRouterDependencies: true,
  reactStrictMode: true,
  // The French feed has no prefix like every French page; the proxy skips paths with an extension.
  async rewrites() {
    return { beforeFiles: [{ source: "/blog/rss.xml", destination: "/fr/blog/rss.xml" }], afterFiles: [], fallback: [] };
  },
  turbopack: {
    // Modules the search page's libraries import but never call in the browser, left out of its bundle there
    // (ADR 111); the server's render keeps the real ones.
    resolveAlias: {
      "next/headers.js": { browser: "./src/search/unused-in-browser/next-headers.ts" },
      qs: { browser: "./src/search/unused-in-browser/qs.ts" },
    },
  },
  transpilePackages: ["@alentour/domain", "@alentour/ui", "@alentour/backend-client"],
  experimental: {
    // Unmatched URLs get a fully server-rendered 404 page (app/global-not-found.tsx) with the site chrome.
    globalNotFound: true,
    optimizePackageImports: ["@mantine/core", "@mantine/hooks", "@mantine/notifications"],
  },
};

export default config;

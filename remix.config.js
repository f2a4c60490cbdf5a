/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  // The end-to-end runner builds into its own folder so that parallel runs never collide.
  serverBuildPath: `${process.env.REMIX_BUILD_DIR ?? "build"}/server/index.js`,
  assetsBuildDirectory: `${process.env.REMIX_BUILD_DIR ? `${process.env.REMIX_BUILD_DIR}/public` : "public"}/build`,
  publicPath: "/build/",
  tailwind: true,
  postcss: false,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
    v3_routeConfig: false,
  },
};

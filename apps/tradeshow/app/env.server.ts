// The shared server configuration and session of the React Router apps.
export { rootLoader, sessionOf } from "@alentour/ui/react-router/env.server";

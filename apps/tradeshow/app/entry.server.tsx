// The shared server entry: React Router's own, with the security headers and the CSP nonce (ADR 054).
export { default, streamTimeout } from "@alentour/ui/react-router/entry-server";

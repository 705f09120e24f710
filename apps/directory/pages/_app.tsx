import "@alentour/ui/styles.css";
import "./islands.css";
import type { AppProps } from "next/app";

// The Pages Router serves the activity page and the FAQ, as HTML with no Next or React runtime (ADR 046, 081).
export default function App({ Component, pageProps }: AppProps) {
  return <Component {...pageProps} />;
}

"use client";
import type { Locale } from "@alentour/domain/locale";
import { AlentourProvider, type LinkComponent } from "@alentour/ui/alentour-provider";
import { AuthProvider } from "@alentour/ui/auth-provider";
import type { Messages } from "@alentour/ui/catalogues";
import NextLink from "next/link";
import type { ReactNode } from "react";
import { SiteNotice } from "./site-notice.tsx";

// The site chrome's links are not prefetched: a prefetch of a page the shared cache answers comes back with the
// copy's router state, and Next then prefetches the same links again, in a loop, on every page after the first.
const Link: LinkComponent = (props) => <NextLink prefetch={false} {...props} />;

export function Providers({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  return (
    <AlentourProvider locale={locale} messages={messages} link={Link}>
      <AuthProvider>
        <SiteNotice />
        {children}
      </AuthProvider>
    </AlentourProvider>
  );
}

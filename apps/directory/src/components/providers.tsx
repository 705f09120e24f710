"use client";
import type { Locale } from "@alentour/domain/locale";
import { AlentourProvider, type LinkComponent } from "@alentour/ui/alentour-provider";
import { AuthProvider } from "@alentour/ui/auth-provider";
import type { Catalogue } from "@alentour/ui/catalogues";
import NextLink from "next/link";
import type { ReactNode } from "react";
import { SiteNotice } from "./site-notice.tsx";

const Link: LinkComponent = (props) => <NextLink {...props} />;

export function Providers({ locale, messages, children }: { locale: Locale; messages: Catalogue; children: ReactNode }) {
  return (
    <AlentourProvider locale={locale} messages={messages} link={Link}>
      <AuthProvider>
        <SiteNotice />
        {children}
      </AuthProvider>
    </AlentourProvider>
  );
}

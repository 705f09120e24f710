"use client";
import type { Locale } from "@alentour/domain/locale";
import { AlentourProvider, type LinkComponent } from "@alentour/ui/alentour-provider";
import { AuthProvider } from "@alentour/ui/auth-provider";
import NextLink from "next/link";
import type { ReactNode } from "react";

const Link: LinkComponent = (props) => <NextLink {...props} />;

export function Providers({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <AlentourProvider locale={locale} link={Link}>
      <AuthProvider>{children}</AuthProvider>
    </AlentourProvider>
  );
}

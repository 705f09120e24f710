"use client";
import type { Locale } from "@alentour/domain/locale";
import type { LinkComponent } from "@alentour/ui/alentour-provider";
import { AlentourProvider } from "@alentour/ui/alentour-provider";
import NextLink from "next/link";
import type { ReactNode } from "react";

const Link: LinkComponent = (props) => <NextLink {...props} />;

export function Providers({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <AlentourProvider locale={locale} link={Link}>
      {children}
    </AlentourProvider>
  );
}

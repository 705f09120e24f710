"use client";
import { useAuth } from "@alentour/ui/auth-provider";
import { PageChrome } from "@alentour/ui/page-chrome";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";

export function Chrome({ children }: { children: ReactNode }) {
  const pathname = usePathname() ?? "/";
  const { state } = useAuth();
  return (
    <PageChrome pathname={pathname} signedIn={Boolean(state)}>
      {children}
    </PageChrome>
  );
}

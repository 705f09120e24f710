"use client";
import { PageChrome } from "@alentour/ui/page-chrome";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";

export function Chrome({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return (
    <PageChrome pathname={pathname} signedIn={false}>
      {children}
    </PageChrome>
  );
}

"use client";
import { Anchor, type AnchorProps } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A Mantine-styled link, usable from server components. A plain link: it is used on the pages without Next's
 * runtime (ADR 081), where no link navigates on the client, and once on an App Router page towards one of them
 * (a page of another router, loaded whole). Next's `Link` would only cost each render its work (resolving the
 * address again: about 5 % of an uncached city page's render).
 */
export function AnchorLink({ href, children, ...props }: AnchorProps & { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} {...props}>
      {children}
    </Anchor>
  );
}

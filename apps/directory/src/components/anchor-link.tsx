"use client";
import { Anchor, type AnchorProps } from "@mantine/core";
import Link from "next/link";
import type { ReactNode } from "react";

/**
 * A Mantine-styled link with Next's client-side navigation, usable from server components. Not prefetched (see
 * components/providers.tsx): a page after the first would prefetch its links again and again.
 */
export function AnchorLink({ href, children, ...props }: AnchorProps & { href: string; children: ReactNode }) {
  return (
    <Anchor component={Link} href={href} prefetch={false} {...props}>
      {children}
    </Anchor>
  );
}

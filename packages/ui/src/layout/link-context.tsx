"use client";
import { type AnchorHTMLAttributes, type ComponentType, createContext, type ReactNode, useContext } from "react";

export type LinkComponent = ComponentType<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>;

const PlainLink: LinkComponent = (props) => <a {...props} />;
const LinkContext = createContext<LinkComponent>(PlainLink);

/** Lets each app render shared links with its own router's link (client-side navigation inside one app). */
export function LinkProvider({ component, children }: { component: LinkComponent; children: ReactNode }) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

export const useLinkComponent = () => useContext(LinkContext);

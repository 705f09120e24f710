import { translator } from "@alentour/ui/translator";
import type { Metadata } from "next";
import { Suspense } from "react";
import { ResetPasswordScreen } from "../../../src/auth/reset-password-screen.tsx";
import { localeParam } from "../../../src/locale.ts";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  return { title: translator(await localeParam(params))("auth.reset.title"), robots: { index: false, follow: true } };
}

export default function Page() {
  return (
    <Suspense>
      <ResetPasswordScreen />
    </Suspense>
  );
}

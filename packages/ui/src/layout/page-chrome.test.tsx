import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AlentourProvider } from "../alentour-provider.tsx";
import { catalogues } from "../i18n/catalogues.ts";
import { notifyError, notifyInfo } from "../notifications/notify.ts";
import { PageChrome } from "./page-chrome.tsx";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderChrome(pathname: string, signedIn: boolean, locale: "fr" | "en" = "fr") {
  return render(
    <AlentourProvider locale={locale} messages={catalogues[locale]}>
      <PageChrome pathname={pathname} signedIn={signedIn}>
        <p>content</p>
      </PageChrome>
    </AlentourProvider>,
  );
}

describe("PageChrome", () => {
  it("shows Profil instead of Connexion when signed in, highlighted under /dashboard", () => {
    renderChrome("/dashboard/profile", true);
    const nav = within(screen.getByTestId("bottom-nav"));
    expect(nav.getAllByRole("link").map((link) => link.textContent)).toEqual(["Accueil", "Carte", "Profil"]);
    expect(nav.getByRole("link", { name: "Profil" }).getAttribute("aria-current")).toBe("page");
    expect(nav.getByRole("link", { name: "Profil" }).getAttribute("href")).toBe("/dashboard/activities");
  });

  it("renders English labels and /en links on English pages", () => {
    renderChrome("/en/place/lyon", false, "en");
    const nav = within(screen.getByTestId("bottom-nav"));
    expect(nav.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Home", "/en/place"],
      ["Map", "/en/search"],
      ["Log in", "/en/login"],
    ]);
    expect(nav.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBe("page");
  });

  it("drops the top bar and the footer where the spec says", () => {
    renderChrome("/signup/step-2", false);
    expect(screen.queryByTestId("top-nav")).toBeNull();
    expect(screen.queryByTestId("footer")).toBeNull();
    expect(screen.getByText("content")).toBeTruthy();
  });
});

describe("notifications (docs/product.md#notifications)", () => {
  it("show an info and an error notice with title and description at the bottom right for 4.5 s", async () => {
    vi.useFakeTimers();
    renderChrome("/place", false);
    act(() => {
      notifyInfo({ title: "Enregistré", description: "Votre activité est publiée." });
      notifyError({ title: "Échec", description: "Réessayez plus tard." });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByText("Enregistré")).toBeTruthy();
    expect(screen.getByText("Votre activité est publiée.")).toBeTruthy();
    expect(screen.getByText("Échec")).toBeTruthy();
    expect(document.querySelector('[data-position="bottom-right"]')).not.toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(4200);
    });
    expect(screen.queryByText("Échec")).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(screen.queryByText("Échec")).toBeNull();
  });
});

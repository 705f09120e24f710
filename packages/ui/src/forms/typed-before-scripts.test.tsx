import { act, fireEvent } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { useTypedBeforeScripts } from "./typed-before-scripts.ts";

// A form as the apps write them: controlled fields, their values in React's state, first rendered on the server.
function TakeUp() {
  useTypedBeforeScripts();
  return null;
}

function Form({ takeUp }: { takeUp: boolean }) {
  const [name, setName] = useState("Musée Gadagne");
  const [city, setCity] = useState("Lyon");
  const [kind, setKind] = useState("museum");
  return (
    <form>
      {takeUp && <TakeUp />}
      <label>
        Name <input value={name} onChange={(event) => setName(event.currentTarget.value)} />
      </label>
      <label>
        City <input value={city} onChange={(event) => setCity(event.currentTarget.value)} />
      </label>
      <label>
        Kind
        <select value={kind} onChange={(event) => setKind(event.currentTarget.value)}>
          <option value="museum">Museum</option>
          <option value="park">Park</option>
        </select>
      </label>
      <output>{`${name} | ${city} | ${kind}`}</output>
    </form>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

/** The server's page, typed into before its scripts run, then hydrated. */
function typeThenHydrate(takeUp: boolean) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Form takeUp={takeUp} />);
  document.body.append(container);
  const [name] = container.querySelectorAll("input");
  const select = container.querySelector("select") as HTMLSelectElement;
  (name as HTMLInputElement).value = "Musée des Confluences";
  select.value = "park";
  act(() => {
    root = hydrateRoot(container, <Form takeUp={takeUp} />);
  });
  return container;
}

describe("useTypedBeforeScripts", () => {
  it("gives React what was typed and chosen before the scripts ran, and keeps it when another field changes", () => {
    const container = typeThenHydrate(true);
    expect(container.querySelector("output")?.textContent).toBe("Musée des Confluences | Lyon | park");
    const [name, city] = container.querySelectorAll("input");
    act(() => {
      fireEvent.change(city as HTMLInputElement, { target: { value: "Villeurbanne" } });
    });
    expect((name as HTMLInputElement).value).toBe("Musée des Confluences");
    expect(container.querySelector("output")?.textContent).toBe("Musée des Confluences | Villeurbanne | park");
  });

  it("is needed: without it, the next change puts the server's value back in the field typed into", () => {
    const container = typeThenHydrate(false);
    const [name, city] = container.querySelectorAll("input");
    expect(container.querySelector("output")?.textContent).toBe("Musée Gadagne | Lyon | museum");
    act(() => {
      fireEvent.change(city as HTMLInputElement, { target: { value: "Villeurbanne" } });
    });
    expect((name as HTMLInputElement).value).toBe("Musée Gadagne");
  });

  it("leaves fields nobody touched alone", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Form takeUp />);
    document.body.append(container);
    act(() => {
      root = hydrateRoot(container, <Form takeUp />);
    });
    expect(container.querySelector("output")?.textContent).toBe("Musée Gadagne | Lyon | museum");
  });
});

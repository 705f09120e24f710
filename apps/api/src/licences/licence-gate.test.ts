import { AppError, formatError } from "@alentour/domain/errors";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ana, inject, insertBooth, makeShow, sam, seedPeople } from "#app/test-support/licences.ts";
import { createTestApp, databaseKinds, type TestApp } from "#app/test-support/test-app.ts";
import { createLicenceGate } from "./licence-gate.ts";

// The gate the booth validation calls (docs/licences.md): ten validated exhibitors free, then a licence each.
describe.each(databaseKinds)("licence gate on %s", (kind) => {
  let t: TestApp;
  let showId: string;
  let exhibitors: string[];

  beforeEach(async () => {
    t = await createTestApp(kind);
    exhibitors = (await seedPeople(t, 13)).map((p) => p.uid);
    showId = (await makeShow(t, ana)).id;
  });
  afterEach(() => t.close());

  const gate = () => createLicenceGate({ dialect: t.db.dialect });
  const check = (boothId: string) => t.db.kysely.transaction().execute((trx) => gate().assertMayValidate(trx, showId, boothId));
  const refusal = async (boothId: string) => {
    try {
      await check(boothId);
      return null;
    } catch (error) {
      return error instanceof AppError ? error.code : error;
    }
  };

  it("lets the first ten exhibitors in free, and refuses the eleventh without a licence", async () => {
    const booths: string[] = [];
    for (const owner of exhibitors.slice(0, 11)) booths.push(await insertBooth(t, showId, owner, "pending"));
    for (const booth of booths.slice(0, 10)) {
      expect(await refusal(booth)).toBeNull();
      await t.db.kysely.updateTable("booths").set({ status: "validated" }).where("id", "=", booth).execute();
    }
    expect(await refusal(booths[10] as string)).toBe("booth/licence-required");
    // A booth already validated among the ten is not counted against itself.
    expect(await refusal(booths[0] as string)).toBeNull();
  });

  it("counts only validated booths of this show: refused, pending and other shows' do not fill the free plan", async () => {
    const other = await makeShow(t, ana, "Autre salon");
    for (const owner of exhibitors.slice(0, 9)) await insertBooth(t, showId, owner, "validated");
    // One application per account and show: the refused ones are other accounts'.
    for (const owner of exhibitors.slice(10, 13)) await insertBooth(t, showId, owner, "refused");
    for (const owner of exhibitors.slice(0, 5)) await insertBooth(t, other.id, owner, "validated");
    const tenth = await insertBooth(t, showId, exhibitors[9] as string, "pending");
    expect(await refusal(tenth)).toBeNull();
  });

  it("lets a booth past the tenth in once a licence bought, paid and assigned to it", async () => {
    for (const owner of exhibitors.slice(0, 10)) await insertBooth(t, showId, owner, "validated");
    const eleventh = await insertBooth(t, showId, exhibitors[10] as string, "pending");
    const twelfth = await insertBooth(t, showId, exhibitors[11] as string, "pending");
    expect(await refusal(eleventh)).toBe("booth/licence-required");

    const ordered = await inject(t, ana, "POST", `/api/trade-shows/${showId}/licence-orders`, { quantity: 1 });
    expect(ordered.statusCode, ordered.body).toBe(201);
    expect((await inject(t, sam, "POST", `/api/admin/licence-orders/${ordered.json().order.id}/paid`)).statusCode).toBe(200);
    const [licence] = (await inject(t, ana, "GET", `/api/trade-shows/${showId}/licences`)).json().licences;
    // Bought but not assigned: still refused.
    expect(await refusal(eleventh)).toBe("booth/licence-required");
    const assigned = await inject(t, ana, "PUT", `/api/trade-shows/${showId}/licences/${licence.id}/booth`, {
      boothId: eleventh,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);

    expect(await refusal(eleventh)).toBeNull();
    expect(await refusal(twelfth)).toBe("booth/licence-required");
  });

  it("words the refusal in both languages, pointing to the licences page", () => {
    expect(formatError("booth/licence-required", "en")).toBe(
      "Beyond 10 exhibitors, each exhibitor needs a Business licence: buy one and assign it on the Licences page, then validate again.",
    );
    expect(formatError("booth/licence-required", "fr")).toContain("page Licences");
    expect(new AppError("booth/licence-required").status).toBe(409);
  });
});

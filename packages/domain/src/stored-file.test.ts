import { describe, expect, it } from "vitest";
import { AppError } from "./errors.ts";
import { isSafeFileName, isSafeFolder, storagePath, storedFileSchema } from "./stored-file.ts";

describe("storage paths", () => {
  it("accept relative folders and plain names", () => {
    expect(isSafeFolder("activities/abc123/gallery")).toBe(true);
    expect(isSafeFolder("users")).toBe(true);
    expect(isSafeFileName("photo de l'été.jpg")).toBe(true);
    expect(storagePath("users/u1", "avatar.png")).toBe("users/u1/avatar.png");
  });

  it.each(["", "/etc", "a//b", "a/", "a/../b", "..", "a/./b", "a\\b", "a/b\u0000c"])("refuse the folder %j", (folder) => {
    expect(isSafeFolder(folder)).toBe(false);
  });

  it("refuse names that are paths", () => {
    expect(isSafeFileName("a/b.png")).toBe(false);
    expect(isSafeFileName("..")).toBe(false);
    expect(isSafeFileName("")).toBe(false);
    expect(() => storagePath("users", "../secret")).toThrow(AppError);
  });
});

describe("storedFileSchema", () => {
  const file = {
    folder: "activities/a1",
    name: "banner.webp",
    path: "activities/a1/banner.webp",
    contentType: "image/webp",
    size: 123_456,
    downloadUrl: "/api/files/activities/a1/banner.webp",
  };

  it("accepts a file whose path joins folder and name", () => {
    expect(storedFileSchema.safeParse(file).success).toBe(true);
    expect(storedFileSchema.safeParse({ ...file, downloadUrl: "https://cdn.example.com/a1/banner.webp" }).success).toBe(true);
  });

  it("rejects a mismatched path, unsafe parts and odd URLs", () => {
    const issues = (value: object) =>
      storedFileSchema.safeParse({ ...file, ...value }).error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues({ path: "activities/a2/banner.webp" })).toEqual([["path", "file/invalid-path"]]);
    expect(issues({ folder: "../a1", path: "../a1/banner.webp" })).toEqual([["folder", "file/invalid-path"]]);
    expect(issues({ downloadUrl: "//evil.example/x" })?.map(([path]) => path)).toEqual(["downloadUrl"]);
    expect(issues({ size: -1 })?.map(([path]) => path)).toEqual(["size"]);
  });
});

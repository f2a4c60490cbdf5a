import { gzipSync } from "node:zlib";

import { describe, expect, test } from "vitest";

import { appStoreSales, plausibleZip, zip } from "../../tests/fixtures/store-reports";
import { expandUpload, isUnsafeZipPath, MAX_EXPANDED_BYTES } from "./archive.server";

describe("expandUpload", () => {
  test("a plain file is itself; a .gz is gunzipped whatever its name", async () => {
    const plain = { name: "a.csv", bytes: Buffer.from("date,visitors\n") };
    expect(await expandUpload(plain)).toEqual([plain]);
    const [opened] = await expandUpload({ name: "S_D_1.txt", bytes: appStoreSales() });
    expect(Buffer.from(opened!.bytes).toString("utf8")).toMatch(/^Provider\tProvider Country\tSKU/);
  });

  test("a zip's files, less folders and hidden files", async () => {
    const files = await expandUpload({ name: "export.zip", bytes: plausibleZip() });
    expect(files.map((f) => f.name)).toEqual(["visitors.csv", "sources.csv"]);
    const withJunk = zip([
      { name: "__MACOSX/._visitors.csv", data: "x" },
      { name: "site/", data: "" },
      { name: "site/visitors.csv", data: "date,visitors\n" },
    ]);
    expect((await expandUpload({ name: "x.zip", bytes: withJunk })).map((f) => f.name)).toEqual([
      "site/visitors.csv",
    ]);
  });

  test("a name that climbs out of the folder is refused before anything is inflated", async () => {
    const hostile = zip([{ name: "../../etc/cron.d/x", data: "boom" }]);
    await expect(expandUpload({ name: "evil.zip", bytes: hostile })).rejects.toThrow(
      /points outside the zip/,
    );
    expect(isUnsafeZipPath("a/../b")).toBe(true);
    expect(isUnsafeZipPath("/etc/passwd")).toBe(true);
    expect(isUnsafeZipPath("C:/x")).toBe(true);
    expect(isUnsafeZipPath("a/b..c.csv")).toBe(false);
  });

  test("more than 500 files, or more than 100 MB declared, is refused from the directory", async () => {
    const many = zip(Array.from({ length: 501 }, (_, i) => ({ name: `f${i}.csv`, data: "a" })));
    await expect(expandUpload({ name: "many.zip", bytes: many })).rejects.toThrow(
      "many.zip holds 501 files; expected at most 500.",
    );
    const big = zip([{ name: "v.csv", data: "a", declaredSize: MAX_EXPANDED_BYTES + 1 }]);
    await expect(expandUpload({ name: "big.zip", bytes: big })).rejects.toThrow(
      /expands to 101 MB; expected at most 100 MB/,
    );
  });

  test("a zip bomb that lies about its size stops at the declared size", async () => {
    // 50 MB of zeros declared as 10 bytes: yauzl refuses once more than 10 come out.
    const bomb = zip([{ name: "v.csv", data: Buffer.alloc(50 * 1024 * 1024), declaredSize: 10 }]);
    await expect(expandUpload({ name: "bomb.zip", bytes: bomb })).rejects.toThrow(/cannot be read/);
  });

  test("a .gz that expands past 100 MB is refused", async () => {
    const bomb = gzipSync(Buffer.alloc(MAX_EXPANDED_BYTES + 1));
    await expect(expandUpload({ name: "b.gz", bytes: bomb })).rejects.toThrow(
      "b.gz expands to more than 100 MB; expected at most that.",
    );
  }, 30_000);

  test("a broken zip is refused as such", async () => {
    const broken = Buffer.concat([Buffer.from("PK\u0003\u0004"), Buffer.alloc(30)]);
    await expect(expandUpload({ name: "b.zip", bytes: broken })).rejects.toThrow(
      /not a readable \.zip file/,
    );
  });
});

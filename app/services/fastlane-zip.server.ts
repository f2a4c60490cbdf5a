// fastlane metadata zips: written as a stream (yazl), read whole from memory (yauzl) with every
// check made from the central directory before anything is inflated: entry count, expanded size,
// paths that leave the folder, links. Only .txt files are inflated, each at most 64 KB, and each
// must be text: UTF-8 (a byte order mark dropped) or UTF-16 with its byte order mark.
import { Readable } from "node:stream";

import yauzl from "yauzl";
import yazl from "yazl";

import type { MetadataFile } from "~/lib/fastlane-metadata";

export const IMPORT_MAX_ENTRIES = 2000;
export const IMPORT_MAX_EXPANDED_BYTES = 50 * 1024 * 1024;
export const IMPORT_MAX_TEXT_BYTES = 64 * 1024;
/** The largest upload the import routes take (their edge rule): the zip itself, compressed. */
export { MAX_UPLOAD_BYTES as IMPORT_MAX_UPLOAD_BYTES } from "~/lib/limits";

export type ReadZipResult =
  { ok: true; files: MetadataFile[]; skipped: string[] } | { ok: false; reason: string };

class Refusal extends Error {}

/** A file's bytes as text; throws a Refusal for bytes that are not text. */
function decodeText(path: string, bytes: Buffer): string {
  let text: string;
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) {
      text = new TextDecoder("utf-16le", { fatal: true }).decode(bytes.subarray(2));
    } else if (bytes[0] === 0xfe && bytes[1] === 0xff) {
      // Node's TextDecoder has no UTF-16 BE: swap each pair and read it as LE.
      const swapped = Buffer.from(bytes.subarray(2));
      if (swapped.length % 2 !== 0) throw new Refusal();
      swapped.swap16();
      text = new TextDecoder("utf-16le", { fatal: true }).decode(swapped);
    } else {
      // ignoreBOM: false drops a UTF-8 byte order mark.
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    }
  } catch {
    throw new Refusal(`${path} is not text (save it as UTF-8).`);
  }
  if (text.includes("\0")) throw new Refusal(`${path} is not text (it holds a NUL character).`);
  return text.replace(/\r\n?/g, "\n").trim();
}

function openZip(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, decodeStrings: true, validateEntrySizes: true },
      (error, zip) => (error || !zip ? reject(error) : resolve(zip)),
    );
  });
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error);
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", reject);
      stream.on("end", () => resolve(Buffer.concat(chunks)));
    });
  });
}

/** Why a zip entry is refused before it is read, or null. */
function entryRefusal(entry: yauzl.Entry): string | null {
  const name = entry.fileName;
  if (name.split(/[/\\]/).includes("..") || name.startsWith("/") || /^[a-z]:/i.test(name)) {
    return `The zip holds a path that leaves its folder: ${name}.`;
  }
  const mode = (entry.externalFileAttributes >>> 16) & 0o170000;
  if (mode === 0o120000) return `The zip holds a link, which is not read: ${name}.`;
  if (/\.txt$/i.test(name) && entry.uncompressedSize > IMPORT_MAX_TEXT_BYTES) {
    return `${name} is over 64 KB: no listing field is that long.`;
  }
  return null;
}

/** Reads a metadata zip whole; any refusal comes back with its reason and nothing read. */
export async function readMetadataZip(bytes: Buffer): Promise<ReadZipResult> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(bytes);
  } catch {
    return { ok: false, reason: "The file is not a zip archive." };
  }
  try {
    if (zip.entryCount > IMPORT_MAX_ENTRIES) {
      return {
        ok: false,
        reason: `The zip holds ${zip.entryCount} files; at most ${IMPORT_MAX_ENTRIES} are read.`,
      };
    }
    const entries = await new Promise<yauzl.Entry[]>((resolve, reject) => {
      const all: yauzl.Entry[] = [];
      let expanded = 0;
      zip.on("entry", (entry: yauzl.Entry) => {
        const refusal = entryRefusal(entry);
        expanded += entry.uncompressedSize;
        if (refusal) return reject(new Refusal(refusal));
        if (expanded > IMPORT_MAX_EXPANDED_BYTES) {
          return reject(new Refusal("The zip expands to more than 50 MB."));
        }
        all.push(entry);
        zip.readEntry();
      });
      zip.on("end", () => resolve(all));
      zip.on("error", (error: Error) =>
        reject(
          /relative path|absolute path/.test(error.message)
            ? new Refusal("The zip holds a path that leaves its folder (../).")
            : error,
        ),
      );
      zip.readEntry();
    });
    const files: MetadataFile[] = [];
    const skipped: string[] = [];
    for (const entry of entries) {
      if (entry.fileName.endsWith("/")) continue;
      if (!/\.txt$/i.test(entry.fileName) || entry.fileName.split("/").includes("__MACOSX")) {
        skipped.push(entry.fileName);
        continue;
      }
      const text = decodeText(entry.fileName, await readEntry(zip, entry));
      files.push({ path: entry.fileName, text });
    }
    return { ok: true, files, skipped };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.message };
    return { ok: false, reason: "The zip archive is damaged and cannot be read." };
  } finally {
    zip.close();
  }
}

// A fixed date: the same listing gives the same zip.
const ZIP_DATE = new Date("2026-01-01T00:00:00Z");

/** The files as a zip, streamed as it is written (UTF-8, no byte order mark). */
export function metadataZipStream(files: MetadataFile[]): ReadableStream<Uint8Array> {
  const zip = new yazl.ZipFile();
  for (const file of files) {
    zip.addBuffer(Buffer.from(file.text, "utf8"), file.path, { mtime: ZIP_DATE, mode: 0o100644 });
  }
  zip.end();
  return Readable.toWeb(zip.outputStream as Readable) as ReadableStream<Uint8Array>;
}

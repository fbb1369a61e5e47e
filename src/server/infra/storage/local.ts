import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertStorageKey, type MediaStorage } from "./types";

function isMissing(error: unknown): boolean {
  return error instanceof Error && "code" in error && error.code === "ENOENT";
}

/**
 * Media as files under `root` (UPLOAD_DIR): one folder per owner. A file is written under a
 * temporary name and renamed, so a reader never sees half an image.
 */
export function localStorage(root: string): MediaStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(base, key);
  };
  return {
    kind: "local",
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.part`;
      await writeFile(temporary, bytes, { mode: 0o640 });
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
  };
}

import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger({ level: "info" }, stream) };
}

describe("logger", () => {
  it("never writes passwords, tokens, secrets or cookies", () => {
    const { lines, logger } = capture();
    logger.child({ requestId: "req-1" }).info(
      {
        password: "hunter2-password",
        input: { token: "tok-123456", newPassword: "n3w-password", name: "Ada" },
        req: { headers: { cookie: "session=abc", authorization: "Bearer xyz" } },
      },
      "signed in",
    );
    const output = lines.join("");
    for (const secret of ["hunter2", "tok-123456", "n3w-password", "session=abc", "Bearer xyz"]) {
      expect(output).not.toContain(secret);
    }
    const entry = JSON.parse(lines[0]!);
    expect(entry.requestId).toBe("req-1");
    expect(entry.input.name).toBe("Ada");
    expect(entry.password).toBe("[redacted]");
  });
});

import { describe, expect, it } from "vitest";
import { reasonDialogError } from "./forms";

describe("reasonDialogError", () => {
  it("is null when nothing was refused", () => {
    expect(reasonDialogError(null)).toBeNull();
  });

  it("puts the server's message about the reason next to the field", () => {
    const error = {
      message: "Invalid input",
      data: { fieldErrors: { reason: ["At most 500 characters."] } },
    };
    expect(reasonDialogError(error)).toEqual({
      message: "At most 500 characters.",
      field: "reason",
    });
  });

  it("shows any other refusal above the field", () => {
    const error = { message: "This collection was already deleted.", data: { code: "CONFLICT" } };
    expect(reasonDialogError(error)).toEqual({
      message: "This collection was already deleted.",
      field: null,
    });
  });
});

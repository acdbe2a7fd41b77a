// «Entendido» on a failed scheduled publish's notice takes it away at once, before the server answers.
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { publishApi, type ScheduledFailure } from "./publish-client";
import { ScheduleFailureNotice } from "./ScheduleFailures";

const failure: ScheduledFailure = {
  id: "run-2",
  kind: "page",
  file: "pages/about.json",
  label: "Sobre nosotros",
  at: "2026-11-22T08:30:00.000Z",
  state: "failed",
  message: "No hay borrador",
};

afterEach(() => vi.restoreAllMocks());

describe("the notice of a failed scheduled publish", () => {
  it("goes at the click on «Entendido», while the server is still answering", () => {
    const dismissed = vi.spyOn(publishApi, "dismissFailure").mockReturnValue(new Promise(() => {}));
    const onDismissed = vi.fn();
    render(<ScheduleFailureNotice failure={failure} onDismissed={onDismissed} />);
    fireEvent.click(screen.getByRole("button", { name: "Entendido" }));
    expect(screen.queryByTestId("schedule-failure")).toBeNull();
    expect(dismissed).toHaveBeenCalledWith("run-2");
    expect(onDismissed).not.toHaveBeenCalled();
  });
});

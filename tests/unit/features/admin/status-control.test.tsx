import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ActionResult } from "@/app/(admin)/admin/actions";

let settle: (result: ActionResult) => void = () => undefined;
const changeStatusAction = jest.fn(
  () =>
    new Promise<ActionResult>((resolve) => {
      settle = resolve;
    }),
);

jest.mock("@/app/(admin)/admin/actions", () => ({
  changeStatusAction: (...args: unknown[]) => changeStatusAction(...(args as [])),
  changeStatusFormAction: jest.fn(),
}));

import { StatusControl } from "@/app/(admin)/admin/requests/[id]/_components/status-control";

describe("StatusControl", () => {
  it("shows the new status at once and, when the server agrees, moves focus to what it says", async () => {
    render(<StatusControl requestId="r1" status="new" allowed={["contacted", "lost"]} />);
    await userEvent.selectOptions(screen.getByLabelText("Change status to"), "lost");
    await userEvent.click(screen.getByRole("button", { name: "Change status" }));
    expect(screen.getByTestId("current-status")).toHaveTextContent("Lost");
    expect(changeStatusAction).toHaveBeenCalledWith("r1", "lost");
    // Still enabled while it is sent: a disabled button would drop focus to the page.
    expect(screen.getByRole("button", { name: "Saving…" })).toBeEnabled();
    await act(async () => settle({ ok: true, message: "lost" }));
    expect(screen.getByRole("region", { name: "Status changed to Lost." })).toHaveFocus();
    // Said by focus alone: a live region as well would say it twice.
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("ignores a second press while the first is being sent", async () => {
    render(<StatusControl requestId="r1" status="new" allowed={["contacted"]} />);
    changeStatusAction.mockClear();
    await userEvent.click(screen.getByRole("button", { name: "Change status" }));
    await userEvent.click(screen.getByRole("button", { name: "Saving…" }));
    expect(changeStatusAction).toHaveBeenCalledTimes(1);
    await act(async () => settle({ ok: true, message: "contacted" }));
  });

  it("rolls back and says why when the server refuses", async () => {
    render(<StatusControl requestId="r1" status="new" allowed={["contacted"]} />);
    await userEvent.click(screen.getByRole("button", { name: "Change status" }));
    expect(screen.getByTestId("current-status")).toHaveTextContent("Contacted");
    await act(async () => settle({ ok: false, message: "Your session has ended. Sign in again to continue." }));
    expect(screen.getByTestId("current-status")).toHaveTextContent("New");
    expect(screen.getByRole("region", { name: "Your session has ended. Sign in again to continue. The status is still New." })).toHaveFocus();
  });

  it("offers no change when the workflow allows none", () => {
    render(<StatusControl requestId="r1" status="won" allowed={[]} />);
    expect(screen.queryByRole("button", { name: "Change status" })).toBeNull();
    expect(screen.getByTestId("current-status")).toHaveTextContent("Won");
  });
});

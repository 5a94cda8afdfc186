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
  it("shows the new status at once and announces it when the server agrees", async () => {
    render(<StatusControl requestId="r1" status="new" allowed={["contacted", "lost"]} />);
    await userEvent.selectOptions(screen.getByLabelText("Change status to"), "lost");
    await userEvent.click(screen.getByRole("button", { name: "Change status" }));
    expect(screen.getByTestId("current-status")).toHaveTextContent("Lost");
    expect(changeStatusAction).toHaveBeenCalledWith("r1", "lost");
    await act(async () => settle({ ok: true, message: "lost" }));
    expect(screen.getByRole("status")).toHaveTextContent("Status changed to Lost.");
  });

  it("rolls back and says why when the server refuses", async () => {
    render(<StatusControl requestId="r1" status="new" allowed={["contacted"]} />);
    await userEvent.click(screen.getByRole("button", { name: "Change status" }));
    expect(screen.getByTestId("current-status")).toHaveTextContent("Contacted");
    await act(async () => settle({ ok: false, message: "Your session has ended. Sign in again to continue." }));
    expect(screen.getByTestId("current-status")).toHaveTextContent("New");
    expect(screen.getByRole("status")).toHaveTextContent(
      "Your session has ended. Sign in again to continue. The status is still New.",
    );
  });

  it("offers no change when the workflow allows none", () => {
    render(<StatusControl requestId="r1" status="won" allowed={[]} />);
    expect(screen.queryByRole("button", { name: "Change status" })).toBeNull();
    expect(screen.getByTestId("current-status")).toHaveTextContent("Won");
  });
});

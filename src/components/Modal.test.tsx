import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Modal } from "./Modal";
import { scrollLockCount } from "./useScrollLock";

function Harness({ outside = true, onClose }: { outside?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Modal open={open} onClose={close} labelledBy="t" closeOnOutsideClick={outside}>
        <h2 id="t">Título</h2>
        <input aria-label="Nombre" />
        <button type="button" onClick={close}>
          Cerrar
        </button>
      </Modal>
    </>
  );
}

const flush = () => act(() => new Promise((r) => setTimeout(r, 400)));

describe("Modal", () => {
  it("is a labelled aria-modal dialog that locks scroll and closes on Escape, returning focus", async () => {
    render(<Harness />);
    const opener = screen.getByText("Abrir");
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Título" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(scrollLockCount()).toBe(1);
    fireEvent.keyDown(screen.getByLabelText("Nombre"), { key: "Escape" });
    await flush();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(scrollLockCount()).toBe(0);
    expect(document.activeElement).toBe(opener);
  });

  it("closes on a backdrop click unless told not to", async () => {
    const onClose = vi.fn();
    const { unmount } = render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByText("Abrir"));
    const backdrop = screen.getByRole("dialog").parentElement!;
    fireEvent.pointerDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();

    const onClose2 = vi.fn();
    render(<Harness outside={false} onClose={onClose2} />);
    fireEvent.click(screen.getByText("Abrir"));
    const backdrop2 = screen.getByRole("dialog").parentElement!;
    fireEvent.pointerDown(backdrop2);
    fireEvent.click(backdrop2);
    expect(onClose2).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("leaves Escape to inner widgets that prevent it", () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByText("Abrir"));
    const input = screen.getByLabelText("Nombre");
    input.addEventListener("keydown", (e) => e.preventDefault());
    fireEvent.keyDown(input, { key: "Escape" });
    expect(onClose).not.toHaveBeenCalled();
  });
});

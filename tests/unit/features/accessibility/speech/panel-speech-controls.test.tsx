import { act, fireEvent, render, screen } from "@testing-library/react";
import { PreviewReadButton } from "@/features/accessibility/components/speech/preview-read-button";
import { VoicePicker } from "@/features/accessibility/components/speech/voice-picker";
import { getSettings, updateSettings } from "@/features/accessibility/settings-store";
import { speechStatus } from "@/features/accessibility/speech/speech-status";
import { createFakeUtterance, FakeSpeechSynthesis, voice } from "./fake-speech-synthesis";

class EventedFakeSynthesis extends FakeSpeechSynthesis {
  private readonly target = new EventTarget();
  addEventListener(type: string, listener: EventListener) {
    this.target.addEventListener(type, listener);
  }
  removeEventListener(type: string, listener: EventListener) {
    this.target.removeEventListener(type, listener);
  }
  announceVoices(): void {
    this.target.dispatchEvent(new Event("voiceschanged"));
  }
}

const synth = new EventedFakeSynthesis();

function installSpeech(): void {
  Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
  Object.defineProperty(window, "SpeechSynthesisUtterance", {
    value: function FakeUtterance(text: string) {
      return createFakeUtterance(text);
    },
    configurable: true,
  });
}

beforeEach(() => {
  installSpeech();
  synth.voices = [];
  synth.spoken.length = 0;
  act(() => {
    updateSettings({ speechEnabled: true, voiceURI: null });
    speechStatus.set("idle");
  });
});

describe("VoicePicker", () => {
  it("says the default voice will read when the browser lists no English voice", () => {
    render(<VoicePicker />);
    expect(screen.getByText(/default voice will read/)).toBeInTheDocument();
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
  });

  it("offers the English voices as they load, the best local one preselected, and stores a choice", () => {
    render(<VoicePicker />);
    act(() => {
      synth.voices = [
        voice({ name: "Remote US", lang: "en-US" }),
        voice({ name: "Local GB", lang: "en-GB", localService: true }),
        voice({ name: "Français", lang: "fr-FR", localService: true }),
      ];
      synth.announceVoices();
    });
    const select = screen.getByRole("combobox", { name: "Voice" }) as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.value)).toEqual(["Local GB", "Remote US"]);
    expect(select.value).toBe("Local GB");
    fireEvent.change(select, { target: { value: "Remote US" } });
    expect(getSettings().voiceURI).toBe("Remote US");
    expect(select.value).toBe("Remote US");
  });

  it("renders nothing without browser speech", () => {
    delete (window as { speechSynthesis?: unknown }).speechSynthesis;
    const { container } = render(<VoicePicker />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("PreviewReadButton", () => {
  it("is absent while speech is off", () => {
    act(() => updateSettings({ speechEnabled: false }));
    const { container } = render(<PreviewReadButton text="Sample" />);
    expect(container).toBeEmptyDOMElement();
  });

  it("reads its text and then offers to stop", async () => {
    render(<PreviewReadButton text="The quick brown fox." />);
    fireEvent.click(screen.getByRole("button", { name: "Read preview aloud" }));
    fireEvent.click(await screen.findByRole("button", { name: "Stop reading" }));
    expect(synth.texts).toEqual(["The quick brown fox."]);
    expect(screen.getByRole("button", { name: "Read preview aloud" })).toBeInTheDocument();
  });
});

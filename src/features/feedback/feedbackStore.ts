import { create } from 'zustand';

export type ScreenshotNotice = 'screenshotFailed' | 'uploadFailed' | null;

export interface FeedbackDraft {
  message: string;
  link: string;
  /** file id of the uploaded screenshot */
  screenshotId: string | null;
  /** a local object URL of the screenshot, for the thumbnail */
  screenshotUrl: string | null;
  notice: ScreenshotNotice;
}

interface FeedbackStore {
  capturing: boolean;
  draft: FeedbackDraft | null;
  startCapture(): void;
  open(draft: FeedbackDraft): void;
  close(): void;
}

/** The feedback form's client state: capturing the page, then the open form with its draft. */
export const useFeedbackStore = create<FeedbackStore>()((set, get) => ({
  capturing: false,
  draft: null,
  startCapture: () => set({ capturing: true }),
  open: (draft) => set({ capturing: false, draft }),
  close: () => {
    const url = get().draft?.screenshotUrl;
    if (url) URL.revokeObjectURL(url);
    set({ capturing: false, draft: null });
  },
}));

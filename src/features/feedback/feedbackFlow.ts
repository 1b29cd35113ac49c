// the screenshot and upload code loads when someone asks to give feedback, not with the shell
const flow = () => import('./startFeedback');

/** Spec 01 §8: screenshot, upload, then the prefilled feedback form (see startFeedback.ts). */
export const startFeedback = (message: string): Promise<void> => flow().then((m) => m.startFeedback(message));

/** A PNG of the page (see startFeedback.ts). */
export const capturePage = (): Promise<Blob> => flow().then((m) => m.capturePage());

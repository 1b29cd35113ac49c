import { upload } from '@/api/files';
import { useFeedbackStore, type ScreenshotNotice } from './feedbackStore';

/** Toasts and dialogs are not part of what the user was looking at. */
const IGNORED = ['ant-notification', 'ant-message', 'ant-modal-root'];

/** A PNG of the page; html2canvas loads only now, so it stays out of the first-screen bundle. */
export async function capturePage(): Promise<Blob> {
  const { default: html2canvas } = await import('html2canvas');
  const canvas = await html2canvas(document.body, {
    logging: false,
    useCORS: true,
    scale: Math.min(window.devicePixelRatio || 1, 1.5),
    ignoreElements: (element) => IGNORED.some((name) => element.classList?.contains(name)),
  });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('empty screenshot'))), 'image/png'),
  );
}

/**
 * The error toast's feedback button (spec 01 §8): screenshot, upload, then the form prefilled
 * with the message, the current link and the screenshot's file id. A failed screenshot or upload
 * still opens the form, without the picture.
 */
export async function startFeedback(message: string): Promise<void> {
  const store = useFeedbackStore.getState();
  if (store.capturing) return;
  store.startCapture();
  const link = window.location.href;
  let screenshotId: string | null = null;
  let screenshotUrl: string | null = null;
  let notice: ScreenshotNotice = null;
  let shot: Blob | null = null;
  try {
    shot = await capturePage();
  } catch (error) {
    console.warn('feedback screenshot failed', error);
    notice = 'screenshotFailed';
  }
  if (shot) {
    try {
      const answer = await upload(shot, { fileName: `feedback-${Date.now()}.png`, silent: true });
      screenshotId = answer.value[0]?.fileId ?? null;
      if (!screenshotId) notice = 'uploadFailed';
      else screenshotUrl = URL.createObjectURL(shot);
    } catch (error) {
      console.warn('feedback screenshot upload failed', error);
      notice = 'uploadFailed';
    }
  }
  useFeedbackStore.getState().open({ message, link, screenshotId, screenshotUrl, notice });
}

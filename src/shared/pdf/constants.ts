/** Spec 02 §9: the print preview lies above everything else. */
export const PDF_VIEWER_Z_INDEX = 20002;

/**
 * The types of what printing makes. Printed documents and PDFs are ordinary files of the files domain (a sys_file row
 * owned by the user who printed, its bytes in the data folder), stored and read through files/index.ts.
 */
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const PDF = 'application/pdf';

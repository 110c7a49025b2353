/**
 * The files sent in this tab, by import id: a failed import shows the original beside the text
 * that was read (issue 42 §4). The server does not keep the file after reading it, so after a
 * reload only the text is shown.
 */
const sent = new Map<string, File>();

export const rememberSentFile = (id: string, file: File) => {
  sent.set(id, file);
};

export const sentFile = (id: string): File | undefined => sent.get(id);

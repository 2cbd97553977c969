/** Hands a blob to the browser as a download under `fileName` (exports, statements). */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the click's download take the blob before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
